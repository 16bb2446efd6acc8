import Foundation
import FlashTestSupport
import Testing

/// `say` and `:p` with an espeak-ng that cannot play (no sound device): one line saying so,
/// suggesting --out FILE.wav. A fake espeak-ng on PATH behaves like the real one without a
/// sound card: it complains on stderr and exits 0.
@Suite struct PronunciationFailureTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
    let bin: URL

    init() throws {
        bin = flash.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\n")
    }

    /// Puts an espeak-ng on PATH that writes `stderr` and exits with `status`.
    func fakeEspeak(stderr: String, status: Int32 = 0) {
        let script = "#!/bin/sh\ncat >&2 <<'END'\n\(stderr)END\nexit \(status)\n"
        writeExecutable(bin.appendingPathComponent("espeak-ng").path, script)
        flash.environment["PATH"] = bin.path + ":/usr/bin:/bin"
    }

    static let noSoundCard = """
        ALSA lib confmisc.c:855:(parse_card) cannot find card '0'
        ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default
        error: No such file or directory

        """

    @Test func sayWithoutASoundDeviceFailsInOneLineSuggestingAFile() throws {
        fakeEspeak(stderr: Self.noSoundCard)
        let result = try flash.run("say", "casa", "--lang", "es")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("could not play"))
        #expect(result.stderr.contains("--out FILE.wav"))
        #expect(result.stdout.isEmpty)
    }

    @Test func sayReportsOtherFailuresWithoutTheSuggestion() throws {
        fakeEspeak(stderr: "Error: voice not found.\n", status: 1)
        let result = try flash.run("say", "casa", "--lang", "es")
        #expect(result.status == 1)
        #expect(result.errorLines == ["flash: espeak-ng failed with status 1: Error: voice not found."])
    }

    @Test func sayThatPlayedSucceedsQuietly() throws {
        fakeEspeak(stderr: "")
        let result = try flash.run("say", "casa", "--lang", "es")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func pronouncingInASessionSaysItFailedAndGoesOn() throws {
        fakeEspeak(stderr: Self.noSoundCard)
        let result = try flash.run("learn", "pets", "--seed", "1", input: ":p\n1\n:q\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("could not pronounce") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("--out FILE.wav") == true)
        #expect(try flash.storedSessions().last?.answers == 1)
    }
}
