import Foundation
import FlashTestSupport
import Testing
@testable import FlashKit
@testable import Model
@testable import Providers

/// Playing a word aloud fails honestly: espeak-ng without a sound device exits 0 but complains
/// on stderr, and that is a failure. A fake espeak-ng script stands in for the real one.
@Suite struct EspeakPlaybackTests {
    let folder = TemporaryDirectory()

    /// An espeak-ng that writes `stderr` and exits with `status`.
    func fake(stderr: String, status: Int32 = 0) throws -> Espeak {
        let path = folder.url.appendingPathComponent("espeak-ng").path
        let script = "#!/bin/sh\ncat >&2 <<'END'\n\(stderr)END\nexit \(status)\n"
        writeExecutable(path, script)
        return try #require(Espeak.find(environment: ["PATH": folder.path]))
    }

    @Test func noSoundDeviceIsAFailureThoughEspeakExitsZero() throws {
        let espeak = try fake(stderr: "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\nerror: No such file or directory\n")
        let error = #expect(throws: EspeakError.self) { try espeak.speak("casa", language: try Language(code: "es")) }
        guard case .cannotPlay(let message)? = error else { Issue.record("expected cannotPlay, got \(String(describing: error))"); return }
        #expect(message.contains("cannot find card '0'"))
        #expect(error?.description.contains("could not play") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aSoundComplaintWithAFailingStatusIsStillNoSound() throws {
        let espeak = try fake(stderr: "audio_open_alsa: failed to open audio device default\n", status: 1)
        let error = #expect(throws: EspeakError.self) { try espeak.speak("casa", language: .english) }
        #expect(error == .cannotPlay(message: "audio_open_alsa: failed to open audio device default"))
    }

    @Test func anotherFailureKeepsItsStatusAndMessage() throws {
        let espeak = try fake(stderr: "Error: voice not found.\n", status: 1)
        let error = #expect(throws: EspeakError.self) { try espeak.speak("casa", language: .english) }
        #expect(error == .failed(status: 1, message: "Error: voice not found."))
    }

    @Test func aQuietRunPlayed() throws {
        let espeak = try fake(stderr: "")
        try espeak.speak("casa", language: .english)
    }
}
