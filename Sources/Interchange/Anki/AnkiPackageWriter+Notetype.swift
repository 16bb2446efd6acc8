import Foundation
import Support

/// The "flash" note type: seven fields and a card each way. Its id, field and template ids are
/// fixed, so Anki recognises it on every import; its modification time changes only with its
/// templates, so an import does not undo what a learner restyled in Anki.
extension AnkiPackageWriter {
    static let notetypeID: Int64 = 1_735_689_600_000
    /// Bump when the fields, templates or style change.
    static let notetypeModified: Int64 = 1_735_689_600
    static let fieldNames = ["Native", "Learned", "Alternatives", "Picture", "Sound", "IPA", "Notes"]

    /// The note type's schema-11 JSON, its keys sorted at every level.
    func notetype() -> JSONValue {
        Self.sortedObject([
            "id": .int(Self.notetypeID), "name": "flash", "type": 0, "mod": .int(Self.notetypeModified), "usn": 0, "sortf": 0,
            "did": 1, "tags": [], "vers": [], "latexsvg": false,
            "latexPre": .string(Self.latexPre), "latexPost": "\\end{document}", "css": .string(Self.css),
            "flds": .array(Self.fieldNames.enumerated().map { Self.field($1, ordinal: $0) }),
            "tmpls": .array(Self.templates.enumerated().map { Self.template($1, ordinal: $0) }),
            // Card 0 needs the native word or the picture, card 1 the learned word.
            "req": [[0, "any", [0, 3]], [1, "any", [1]]],
        ])
    }

    /// An object with its members in the order of their keys (as JSONSerialization's
    /// `.sortedKeys` writes them), so the same note type gives the same bytes.
    static func sortedObject(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        sorted(members.map { JSONMember($0.key, $0.value) })
    }

    /// An object of `members` in the order of their keys.
    static func sorted(_ members: [JSONMember]) -> JSONValue {
        .object(members.sorted { $0.key < $1.key })
    }
}

private extension AnkiPackageWriter {
    struct Template {
        let name: String
        let question: String
        let answer: String
    }

    static let templates = [
        Template(name: "Native → Learned", question: """
            {{#Picture}}<div class="picture">{{Picture}}</div>{{/Picture}}
            <div class="native">{{Native}}</div>
            """, answer: """
            {{FrontSide}}

            <hr id=answer>

            <div class="learned">{{Learned}}</div>
            {{Sound}}
            {{#Alternatives}}<div class="alternatives">{{Alternatives}}</div>{{/Alternatives}}
            {{#IPA}}<div class="ipa">{{IPA}}</div>{{/IPA}}
            {{#Notes}}<div class="notes">{{Notes}}</div>{{/Notes}}
            """),
        Template(name: "Learned → Native", question: """
            <div class="learned">{{Learned}}</div>
            {{Sound}}
            """, answer: """
            {{FrontSide}}

            <hr id=answer>

            <div class="native">{{Native}}</div>
            {{#Picture}}<div class="picture">{{Picture}}</div>{{/Picture}}
            {{#Alternatives}}<div class="alternatives">{{Alternatives}}</div>{{/Alternatives}}
            {{#IPA}}<div class="ipa">{{IPA}}</div>{{/IPA}}
            {{#Notes}}<div class="notes">{{Notes}}</div>{{/Notes}}
            """),
    ]

    static let css = """
        .card { font-family: arial; font-size: 24px; text-align: center; color: black; background-color: white; }
        .native, .learned { font-size: 32px; }
        .picture img { max-width: 320px; max-height: 240px; }
        .alternatives, .ipa, .notes { margin-top: 8px; font-size: 18px; color: #555; }
        .nightMode .alternatives, .nightMode .ipa, .nightMode .notes { color: #aaa; }
        """

    static let latexPre = """
        \\documentclass[12pt]{article}
        \\special{papersize=3in,5in}
        \\usepackage[utf8]{inputenc}
        \\usepackage{amssymb,amsmath}
        \\pagestyle{empty}
        \\setlength{\\parindent}{0in}
        \\begin{document}

        """

    static func field(_ name: String, ordinal: Int) -> JSONValue {
        sortedObject([
            "name": .string(name), "ord": .int(ordinal), "id": .int(stableID("field \(name)")), "sticky": false, "rtl": false,
            "font": "Arial", "size": 20, "media": [], "description": "", "plainText": false,
            "collapsed": false, "excludeFromSearch": false,
        ])
    }

    static func template(_ template: Template, ordinal: Int) -> JSONValue {
        sortedObject([
            "name": .string(template.name), "ord": .int(ordinal), "id": .int(stableID("template \(ordinal)")),
            "qfmt": .string(template.question), "afmt": .string(template.answer), "bqfmt": "", "bafmt": "", "bfont": "", "bsize": 0,
            "did": nil,
        ])
    }

    /// Anki matches fields and templates by these ids when it updates the note type.
    static func stableID(_ seed: String) -> Int64 {
        Int64(FNV1a.hash(Array("flash notetype \(seed)".utf8)) >> 1)
    }
}
