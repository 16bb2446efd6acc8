import Foundation

/// Finds the files under `Fixtures/http/` in the repository, for loopback responses.
public enum LoopbackFixtures {
    /// The repository root: the nearest folder above this source file that holds Package.swift.
    public static let repositoryRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The location of `Fixtures/http/NAME`.
    public static func url(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Fixtures/http").appendingPathComponent(name)
    }

    /// The bytes of `Fixtures/http/NAME`.
    public static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(name)))
    }

    /// A Content-Type guessed from the file extension.
    public static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "json": "application/json"
        case "txt": "text/plain; charset=utf-8"
        case "html": "text/html; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: "application/octet-stream"
        }
    }
}
