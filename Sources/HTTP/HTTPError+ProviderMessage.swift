import Foundation

extension HTTPError {
    /// The provider's own explanation inside an error body: `{"error":{"message":...}}`
    /// (Google), `{"message":...}` (DeepL, Free Dictionary), `{"error":"..."}` (LibreTranslate),
    /// `{"error":{"info":...}}` (Wikimedia) or plain text (Pixabay). One line, at most 200 characters.
    static func providerMessage(from body: [UInt8]) -> String {
        let message = jsonMessage(in: body) ?? String(decoding: body, as: UTF8.self)
        let line = message.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }.joined(separator: " ")
        return line.count > 200 ? String(line.prefix(199)) + "…" : line
    }
}

private extension HTTPError {
    static func jsonMessage(in body: [UInt8]) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { return nil }
        if let error = object["error"] as? [String: Any] {
            return (error["message"] ?? error["info"]) as? String
        }
        return (object["error"] ?? object["message"] ?? object["title"]) as? String
    }
}
