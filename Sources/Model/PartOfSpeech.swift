/// A word's part of speech, as dictionaries tag it. Apertium writes `<n>`, `<vblex>`, `<adj>`;
/// WordNet files its senses under noun, verb, adj and adv.
package enum PartOfSpeech: String, Sendable, Codable, CaseIterable {
    case noun, verb, adjective, adverb, other

    /// The part of speech of an Apertium tag, or nil for tags that name none (`<sg>`, `<m>`).
    public init?(apertiumTag tag: String) {
        switch tag {
        case "n", "np": self = .noun
        case "vblex", "vbser", "vbhaver", "vbmod", "vaux": self = .verb
        case "adj": self = .adjective
        case "adv", "preadv": self = .adverb
        case "pr", "prn", "det", "cnjcoo", "cnjsub", "cnjadv", "ij", "num", "rel", "predet": self = .other
        default: return nil
        }
    }
}

/// A noun's grammatical gender, where the dictionary gives one.
package enum Gender: String, Sendable, Codable {
    case masculine = "m", feminine = "f", neuter = "nt"

    /// The gender of an Apertium tag (`<m>`, `<f>`, `<nt>`), or nil for `<mf>`, `<GD>` and others.
    public init?(apertiumTag tag: String) {
        switch tag {
        case "m": self = .masculine
        case "f": self = .feminine
        case "nt": self = .neuter
        default: return nil
        }
    }
}
