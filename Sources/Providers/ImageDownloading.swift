import FoundationEssentials
import Model

/// Fetches the bytes of an image candidate: a local file, or a URL through the network.
public protocol ImageDownloading: Sendable {
    func bytes(for candidate: ImageCandidate) async throws -> [UInt8]
}

/// Reads candidates that are local files (the fixture images); refuses anything else.
public struct LocalImageReader: ImageDownloading {
    public init() {}

    public func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
        guard candidate.url.hasPrefix("/"), let data = FileManager.default.contents(atPath: candidate.url) else {
            throw ImageError.unreadable(candidate.url)
        }
        return Array(data)
    }
}
