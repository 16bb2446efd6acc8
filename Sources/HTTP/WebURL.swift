import FoundationEssentials
import Support

/// Checks on URLs that arrive in provider answers or redirects.
package enum WebURL {
    /// True for an absolute http or https URL with a host and nothing unprintable in it; false
    /// for "javascript:", "file:", "ftp:", scheme-relative and malformed URLs.
    package static func isWeb(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains(where: { Text.isControl($0) || $0.properties.isWhitespace }),
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return components.host?.isEmpty == false
    }

    /// `text` when it is a web URL, otherwise nil.
    package static func web(_ text: String?) -> String? {
        text.flatMap { isWeb($0) ? $0 : nil }
    }

    /// `url` without trailing slashes, so a base URL and a path join with exactly one.
    package static func base(_ url: String) -> String {
        var text = url
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// "https://api.unsplash.com:443" style origin (scheme, host, port) for comparing URLs.
    package static func origin(of text: String) -> String? {
        guard isWeb(text), let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased() else { return nil }
        let port = components.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host):\(port)"
    }
}
