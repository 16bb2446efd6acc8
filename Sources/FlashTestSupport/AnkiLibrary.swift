import Foundation

/// A Python that can import Anki's library: FLASH_ANKI_PYTHON, else `.venv-anki/bin/python` at
/// the repository root, as `.ci/run` installs it; and the helper scripts beside the tests.
public enum AnkiLibrary {
    /// True when FLASH_REQUIRE_ANKI=1 makes a missing library a failure instead of a skip.
    public static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_ANKI"] == "1" }

    public static let python: String? = {
        let path = ProcessInfo.processInfo.environment["FLASH_ANKI_PYTHON"]
            ?? LoopbackFixtures.repositoryRoot.appendingPathComponent(".venv-anki/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-c", "import anki.collection"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitForEnd()
        return process.endStatus == 0 ? path : nil
    }()

    /// Tests/FlashKitTests/Support/NAME.
    public static func script(_ name: String) -> String {
        LoopbackFixtures.repositoryRoot.appendingPathComponent("Tests/FlashKitTests/Support/\(name)").path
    }

    /// Runs Support/anki_sync_device.py on the collection at `path` and returns what each action gave.
    public static func device(_ path: String, endpoint: String, user: String, password: String, actions: [[Any]]) throws -> [[String: Any]] {
        guard let python else { throw Failure(description: "no Python with Anki's library (.venv-anki or FLASH_ANKI_PYTHON)") }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: actions), as: UTF8.self)
        let result = try ProgramRun.run(python, [script("anki_sync_device.py"), path, endpoint, user, password, text])
        guard result.status == 0, let results = try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]] else {
            throw Failure(description: "anki_sync_device.py exited \(result.status): \(String(decoding: result.error, as: UTF8.self).suffix(2000))")
        }
        return results
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }
}

/// Runs a program to its end, standard error to a file so neither pipe can fill up.
public enum ProgramRun {
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data, error: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flash-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let errorURL = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitForEnd()
        return (process.endStatus, data, (try? Data(contentsOf: errorURL)) ?? Data())
    }
}
