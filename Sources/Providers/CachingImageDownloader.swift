import FoundationEssentials
import Model
import HTTP

/// Downloads images through another downloader, keeping each image's bytes in the
/// ``ResponseCaching`` cache under its URL so a rebuild downloads nothing again. A picture set's
/// SVG is kept the same way once drawn, so it is drawn once.
struct CachingImageDownloader: ImageDownloading {
    let inner: any ImageDownloading
    let cache: any ResponseCaching

    init(inner: any ImageDownloading, cache: any ResponseCaching) {
        self.inner = inner
        self.cache = cache
    }

    func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
        guard candidate.url.hasPrefix("http") || candidate.url.hasPrefix(PictureSets.scheme) && candidate.url.contains(".svg") else {
            return try await inner.bytes(for: candidate)
        }
        let key = "image|\(candidate.url)"
        if let bytes = cache.body(for: key) { return bytes }
        let bytes = try await inner.bytes(for: candidate)
        cache.store(bytes, for: key, provider: "\(candidate.source) images", now: Date())
        return bytes
    }
}
