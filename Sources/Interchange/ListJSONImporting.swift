import Foundation
import Support
import Model
import Store

/// `flash import` of flash's own JSON of a list: the list comes back as it was, card for card
/// and field for field (languages, order, alternatives on both sides, gender, part of speech,
/// candidates, counts, memory states, reviews, creation times), or nothing is stored. The file
/// names pictures and recordings by their place in the data folder; those this data folder holds
/// (the same machine, or files named by their content that came along) are kept, the others left
/// out with a line: JSON carries no media (an Anki package does).
public struct ListJSONImporting {
    let store: FlashStore
    let paths: FlashPaths

    public init(store: FlashStore, paths: FlashPaths) {
        self.store = store
        self.paths = paths
    }

    /// Imports the list; `note` hears what was left out, `report` the line saying what was made.
    public func run(_ bytes: [UInt8], origin: String, request: ImportRequest, now: Date,
                    note: (String) -> Void, report: (String) -> Void) throws {
        let file: ListJSONFile
        do {
            file = try ListJSONFile.decode(bytes)
        } catch let problem as ListJSONFile.Problem {
            throw InterchangeFailure("\(Text.printable(origin)): \(problem); nothing was imported")
        }
        let study = try study(of: file, request: request)
        let name = try request.listName(request.name ?? Text.clean(file.name))
        try request.checkFree(name, in: store)
        var cards: [Card] = [], memories: [InterchangeMemory?] = [], reviews: [[InterchangeReview]] = []
        var missing = Missing()
        do {
            for (offset, card) in file.cards.enumerated().sorted(by: { ($0.element.position ?? $0.offset, $0.offset) < ($1.element.position ?? $1.offset, $1.offset) }) {
                let number = offset + 1
                guard !Text.clean(card.native).isEmpty || !Text.clean(card.learned).isEmpty else { missing.wordless += 1; continue }
                let picture = kept(card.imageFile, in: paths.imagesDirectory, counting: &missing.pictures)
                let sound = kept(card.soundFile, in: paths.soundsDirectory, counting: &missing.sounds)
                cards.append(try card.card(number: number, now: now, picture: picture, sound: sound))
                memories.append(try card.interchangeMemory(number: number))
                reviews.append(try card.interchangeReviews(number: number))
            }
        } catch let problem as ListJSONFile.Problem {
            throw InterchangeFailure("\(Text.printable(origin)): \(problem); nothing was imported")
        }
        guard !cards.isEmpty else { throw InterchangeError.empty(file.name) }
        let list = try store.lists.importList(
            name: name, study: study, style: file.style.flatMap(ListStyle.init(rawValue:)) ?? .grey, images: file.images ?? cards.contains { $0.imageFile != nil },
            cards: cards, memories: memories, reviews: reviews, now: now, created: file.created ?? now, replacing: request.replace)
        missing.lines.forEach(note)
        report("Imported '\(Text.printable(list.name))': \(list.cardCount) cards, \(cards.count { $0.imageFile != nil }) with pictures, "
            + "\(memories.count { $0 != nil }) with memory states, from \(Text.printable(origin)).")
    }
}

private extension ListJSONImporting {
    /// What the file held that this data folder does not.
    struct Missing {
        var pictures = 0, sounds = 0, wordless = 0

        var lines: [String] {
            var lines: [String] = []
            func count(_ number: Int, _ what: String) -> String { "\(number) \(what)\(number == 1 ? "" : "s")" }
            if pictures + sounds > 0 {
                lines.append("\(count(pictures, "picture")) and \(count(sounds, "recording")) the file names are not in this data folder; "
                    + "left out (an Anki package carries them)")
            }
            if wordless > 0 { lines.append("\(count(wordless, "card")) without a word on either side left out") }
            return lines
        }
    }

    /// The languages: --from and --lang over the file's own.
    func study(of file: ListJSONFile, request: ImportRequest) throws -> Study {
        try InvalidInput.checking {
            try Study(native: Language(code: request.native ?? file.native), learned: Language(code: request.learned ?? file.learned))
        }
    }

    /// The name of the file `path` names, when `folder` holds it; only the last part of the path
    /// is looked at, so a file can name nothing outside the data folder.
    func kept(_ path: String?, in folder: URL, counting missing: inout Int) -> String? {
        guard let path, !path.isEmpty else { return nil }
        let name = URL(fileURLWithPath: path).lastPathComponent
        var isDirectory: ObjCBool = false
        guard !name.isEmpty, name != ".", name != "..", !name.contains("\0"),
              FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            missing += 1
            return nil
        }
        return name
    }
}
