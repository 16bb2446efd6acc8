import Foundation
import Support
import Model
import HTTP

/// MyMemory, keyless: one GET per word, several in flight. Its errors arrive inside a 200, so
/// the body's `responseStatus` and warnings are checked: a used-up quota is thrown as
/// ``ProviderError/quotaExceeded(provider:message:)``, other errors as
/// ``ProviderError/rejected(provider:code:message:)``. An answer equal to the word is no answer.
/// - SeeAlso: https://mymemory.translated.net/doc/spec.php
struct MyMemoryTranslator: TranslationProvider {
    /// The real service.
    static let defaultBaseURL = "https://api.mymemory.translated.net"
    /// Words asked at the same time.
    static let concurrentWords = 8

    /// "mymemory", as in configuration and errors.
    let name = "mymemory"
    let client: any HTTPClient
    let email: String?
    let baseURL: String
    let timeout: Duration

    /// A translator talking to `baseURL`; an `email` (MyMemory's `de`) raises the daily quota.
    /// `timeout` bounds each attempt.
    init(
        client: any HTTPClient, email: String? = nil, baseURL: String = defaultBaseURL, timeout: Duration = .seconds(20)
    ) {
        self.client = client
        self.email = email.flatMap { $0.isEmpty ? nil : $0 }
        self.baseURL = baseURL
        self.timeout = timeout
    }

    /// Translates `words` one request each; nil where MyMemory only echoed the word.
    func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        try await ConcurrentBatches.map(words, batchSize: 1, limit: Self.concurrentWords) { batch in
            [try await translateWord(batch[0], from: source, to: target)]
        }
    }
}

private extension MyMemoryTranslator {
    func translateWord(_ word: String, from source: Language, to target: Language) async throws -> Translation? {
        let pair = "\(source.code)|\(target.code)"
        var fields = [("q", word), ("langpair", pair)]
        if let email { fields.append(("de", email)) }
        var request = HTTPRequest.get(baseURL + "/get?" + HTTPQuery.encode(fields), provider: name)
        request.cacheKey = "\(name)|\(source.code)|\(target.code)|\(word)"
        // A quota warning or an error inside a 200 throws here, so it is never cached.
        return try await client.fetch(request, timeout: timeout) { try translation(of: word, in: $0.body) }
    }

    func translation(of word: String, in body: [UInt8]) throws -> Translation? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
              let data = object["responseData"] as? [String: Any],
              let status = Self.integer(object["responseStatus"])
        else { throw ProviderError.malformedResponse(provider: name) }
        let text = Self.decodingEntities(data["translatedText"] as? String ?? "")
        try check(status: status, text: text, details: object["responseDetails"] as? String ?? "",
                  quotaFinished: object["quotaFinished"] as? Bool == true)
        guard Text.clean(text).lowercased() != Text.clean(word).lowercased() else { return nil }
        return Translation.cleaned(text, alternatives: Self.alternatives(of: word, in: object["matches"]))
    }

    /// Throws the error a 200 may carry: a quota warning, or any status other than 200.
    func check(status: Int, text: String, details: String, quotaFinished: Bool) throws {
        let warning = [text, details].first { $0.uppercased().contains("MYMEMORY WARNING") }
        let message = hidingEmail(ProviderError.oneLine(warning ?? (details.isEmpty ? text : details)))
        if warning != nil || status == 429 || quotaFinished {
            throw ProviderError.quotaExceeded(provider: name, message: message)
        }
        guard status == 200 else { throw ProviderError.rejected(provider: name, code: status, message: message) }
    }

    func hidingEmail(_ message: String) -> String {
        Redactor(secrets: email.map { [$0, $0.lowercased(), $0.uppercased()] } ?? []).redact(message)
    }

    /// The translations of other memory matches for the same word, best first as MyMemory sends them.
    static func alternatives(of word: String, in matches: Any?) -> [String] {
        guard let matches = matches as? [[String: Any]] else { return [] }
        let wanted = Text.clean(word).lowercased()
        return matches.compactMap { match in
            guard let segment = match["segment"] as? String, Text.clean(segment).lowercased() == wanted else { return nil }
            return (match["translation"] as? String).map(decodingEntities)
        }
    }

    /// `responseStatus` is a number or, in some errors, a string ("403").
    static func integer(_ value: Any?) -> Int? {
        if let number = value as? Int { return number }
        return (value as? String).flatMap { Int($0.trimmingSpaces()) }
    }

    /// MyMemory sometimes returns HTML character references ("l&#39;eau").
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named = ["&quot;": "\"", "&apos;": "'", "&lt;": "<", "&gt;": ">", "&nbsp;": " "]
        var result = named.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        while let range = result.range(of: #"&#[xX]?[0-9a-fA-F]{1,6};"#, options: .regularExpression) {
            let digits = result[range].dropFirst(2).dropLast()
            let value = digits.first.map { "xX".contains($0) } == true ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            result.replaceSubrange(range, with: value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "")
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
