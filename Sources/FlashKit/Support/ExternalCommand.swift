import Foundation

/// A helper program (espeak-ng, wn) found on PATH and run directly, without a shell, so each
/// argument reaches it unchanged and a word can never become a command.
public struct ExternalCommand: Sendable {
    /// What a finished run left behind.
    struct Output: Sendable {
        let status: Int32
        let standardOutput: [UInt8]
        let standardError: [UInt8]

        /// Standard output as UTF-8, invalid bytes replaced.
        var text: String { String(decoding: standardOutput, as: UTF8.self) }

        /// The first non-empty line of standard error, made printable.
        var errorLine: String {
            let lines = String(decoding: standardError, as: UTF8.self).split(whereSeparator: \.isNewline)
            return lines.map { Text.clean(String($0)) }.first { !$0.isEmpty } ?? ""
        }
    }

    /// The program's full path.
    let executable: String

    /// `name` in the first folder of the environment's PATH that holds it as an executable.
    public static func find(_ name: String, environment: [String: String]) -> ExternalCommand? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return ExternalCommand(executable: candidate) }
        }
        return nil
    }

    /// Runs the program with `input` on its standard input and waits for it, collecting both
    /// output streams.
    func run(_ arguments: [String], input: [UInt8] = []) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardInput = input.isEmpty ? FileHandle.nullDevice : feed
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if !input.isEmpty {
            // Fed from another thread, so a program answering as it reads cannot fill its output pipe and stall us.
            let writer = feed.fileHandleForWriting
            DispatchQueue.global().async {
                writer.write(Data(input))
                try? writer.close()
            }
        }
        // Both pipes are drained at once: a program filling one while we wait on the other would hang.
        let errorBytes = Self.readInBackground(errors.fileHandleForReading)
        let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: Array(outputBytes), standardError: errorBytes())
    }
}

extension ExternalCommand {
    /// Runs the program with its output going straight to flash's own (a picture for the
    /// terminal) and returns its exit status.
    @discardableResult
    public func runShowingOutput(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

private extension ExternalCommand {
    final class Collected: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }

    static func readInBackground(_ handle: FileHandle) -> () -> [UInt8] {
        let collected = Collected()
        DispatchQueue.global().async {
            collected.data = handle.readDataToEndOfFile()
            collected.done.signal()
        }
        return {
            collected.done.wait()
            return Array(collected.data)
        }
    }
}
