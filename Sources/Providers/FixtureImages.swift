import Foundation
import Support
import Model

/// Finds the pictures made for this project under Fixtures/images (`<english-word>.png`).
/// Words in other languages are looked up through the fixture tables.
struct FixtureImages: ImageProvider {
    let name = "fixtures"
    let directory: URL
    let tables: FixtureTables

    init(directory: URL, tables: FixtureTables) {
        self.directory = directory
        self.tables = tables
    }

    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        var englishWords = [word]
        if language != .english { englishWords = tables.translations(of: word, from: language.code, to: "en") }
        let files = englishWords.map { directory.appendingPathComponent(Self.fileName(for: $0)) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return files.prefix(limit).map {
            ImageCandidate(url: $0.path, credit: "flash fixtures", source: name)
        }
    }

    /// "ice cream" -> "ice-cream.png".
    static func fileName(for word: String) -> String {
        Text.clean(word).lowercased().replacingOccurrences(of: " ", with: "-") + ".png"
    }
}
