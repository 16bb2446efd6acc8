import Foundation

/// Optional helper programs (chafa, espeak-ng, wn): found on PATH, run without a shell.
enum ExternalProgram {
    /// The full path of `name` on PATH, if installed.
    static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a program and returns its exit status and standard output (unless passed through).
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], passOutput: Bool = false) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        if !passOutput { process.standardOutput = pipe }
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = passOutput ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
