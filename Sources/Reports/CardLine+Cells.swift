import FoundationEssentials
import Model
import Support

/// What `flash show` prints in a card's table cells.
extension CardLine {
    /// The native word; "?" when there is none.
    var nativeCell: String { native.isEmpty ? "?" : native }

    /// The learned word with its article where the gender is known (el perro), marked `!` when
    /// the translation is worth checking; "?" when there is none.
    func learnedCell(in study: Study) -> String {
        guard !learned.isEmpty else { return "?" }
        var word = Article.withDefinite(learned, gender: gender, plural: plural, in: study.learned)
        if let reading, !reading.isEmpty, reading != learned {
            // A reading that only marks the stress (соба́ка) is the word itself, better shown.
            word = reading.unicodeScalars.filter { $0.value != 0x301 }.map(String.init).joined() == learned ? reading : word + " (\(reading))"
        }
        return isDoubtful ? word + " !" : word
    }

    /// The alternatives, naming the language when they are on the native side.
    func alsoCell(in study: Study) -> String {
        guard !learnedAlternatives.isEmpty || !nativeAlternatives.isEmpty else { return "" }
        let learned = learnedAlternatives.joined(separator: ", ")
        let native = nativeAlternatives.joined(separator: ", ")
        let yours = native.isEmpty ? "" : "\(native) (\(study.native.name))"
        return [learned, yours].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// The stored picture's path, else the picture's address, else "-".
    func imageCell(images: URL) -> String {
        if let imageFile { return images.appending(path: imageFile, directoryHint: .notDirectory).path }
        return imageURL ?? "-"
    }

    /// Who made the picture and its licence; empty without a picture.
    var creditCell: String {
        imageFile == nil && imageURL == nil ? "" : Text.printable(imageCredit ?? "")
    }

    /// The translation is worth checking (`!`).
    var isDoubtful: Bool { confidence?.isLow == true }
}
