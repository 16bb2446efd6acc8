import Support
/// Blanks secrets (API keys, a private e-mail address) out of text and bytes. One is made from
/// the configuration and given to the HTTP client, so every error a provider, a download, a
/// definition lookup or an import reports, and every answer that is stored, is free of every
/// configured key: a host that echoes another provider's key is covered too.
package struct Redactor: Sendable, Equatable {
    /// What a secret is replaced with.
    static let replacement = "[redacted]"
    /// Shorter values would blank ordinary words ("en", "es"); keys are longer.
    static let shortestSecret = 4
    /// Hides nothing.
    package static let none = Redactor()

    /// The secrets, longest first, so one that contains another is hidden whole; each also in
    /// its percent-encoded form when that differs (keys ending in ":fx" echoed from a URL).
    let secrets: [String]

    /// A redactor hiding `secrets` (blank and very short ones are ignored).
    package init(secrets: [String] = []) {
        let forms = secrets.filter { $0.count >= Self.shortestSecret }.flatMap { [$0, HTTPQuery.escape($0)] }
        self.secrets = Array(Set(forms)).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// A redactor hiding every secret setting in `configuration` (`google.key`, `deepl.key`,
    /// any `*.token`, ...) and the e-mail address given to MyMemory.
    package init(configuration: Configuration) {
        let secret = configuration.settings.filter { Configuration.isSecret($0.key) || $0.key == "mymemory.email" }
        self.init(secrets: secret.values.map(\.value))
    }

    /// This redactor hiding `more` as well.
    func adding(_ more: [String]) -> Redactor {
        Redactor(secrets: secrets + more)
    }

    /// `text` with every secret replaced by "[redacted]".
    package func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.replacement) }
    }

    /// `bytes` with every secret's UTF-8 replaced by "[redacted]"; the same array when none occurs.
    func redact(_ bytes: [UInt8]) -> [UInt8] {
        secrets.reduce(bytes) { bytes, secret in
            let needle = Array(secret.utf8)
            return bytes.firstRange(of: needle) == nil ? bytes : bytes.replacing(needle, with: Array(Self.replacement.utf8))
        }
    }
}
