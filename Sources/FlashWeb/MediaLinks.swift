import Model

/// The URLs the API gives for pictures and sounds, all on this server.
struct MediaLinks: Sendable {
    /// True when espeak-ng can speak words.
    let speaks: Bool

    /// A stored picture: "/media/images/7b21….png".
    func picture(_ file: String?) -> String? {
        file.map { "/media/images/" + PercentEncoding.encoded($0) }
    }

    /// The card's own recording, else the word spoken by espeak-ng.
    func sound(of card: Card, side: WordSide, study: Study?) -> String? {
        if side == .learned, let file = card.soundFile { return "/media/sounds/" + PercentEncoding.encoded(file) }
        guard speaks, let study else { return nil }
        let word = card.spoken(on: side)
        guard !word.isEmpty else { return nil }
        let language = side == .learned ? study.learned : study.native
        return "/media/speech/\(language.code)/" + PercentEncoding.encoded(word)
    }
}
