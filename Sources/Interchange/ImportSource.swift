import FoundationEssentials
import Support
import HTTP
import Providers

/// Where `flash import` reads from: a file, or an http(s) URL fetched whole.
public enum ImportSource {
    /// Bounds each attempt; one retry covers a dropped connection.
    static let timeout: Duration = .seconds(60)
    static let retry = RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(300))
    /// The largest file or download imported.
    static let maximumBytes = 512 * 1024 * 1024

    /// The bytes and where they came from (the host that answered, or the file's name). A URL
    /// is fetched with the providers' client (``ProviderSetup/client(configuration:retry:)``),
    /// not through the response cache: an import reads what the server holds now.
    public static func read(_ source: String, configuration: Configuration) async throws -> (bytes: [UInt8], origin: String) {
        try await read(source, client: ProviderSetup.client(configuration: configuration, retry: retry))
    }

    /// As ``read(_:configuration:)``, fetching a URL with `client`.
    static func read(_ source: String, client: any HTTPClient) async throws -> (bytes: [UInt8], origin: String) {
        guard source.contains("://") else {
            return (try FileBytes.read(path: source, limit: maximumBytes), URL(fileURLWithPath: source).lastPathComponent)
        }
        let response: HTTPResponse
        do {
            let request = HTTPRequest.get(source, provider: "import", maxBodySize: maximumBytes)
            response = try await client.execute(request, timeout: timeout)
        } catch let error as HTTPError {
            throw InterchangeFailure("\(error); nothing was imported")
        }
        let host = URLComponents(string: response.url).flatMap { components in
            components.host.map { host in components.port.map { "\(host):\($0)" } ?? host }
        } ?? "the URL"
        guard response.status == 200 else {
            throw InterchangeFailure("import: HTTP \(response.status) from \(host), an import comes with 200; nothing was imported")
        }
        return (response.body, host)
    }

    /// True for the first bytes of a zip: an Anki package.
    public static func isPackage(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }
}
