import Foundation

/// A fresh folder under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flash-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
