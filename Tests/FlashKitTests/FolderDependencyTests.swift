import Foundation
import Testing

/// FlashKit's folders depend downward only: Workspace uses Learn, ListMaker, Reports, Story,
/// Games and Interchange, which use Providers, HTTP and Store, which use Model and Support. A
/// folder depends on another when one of its files names a type declared at the top level of
/// the other's files (comments and string literals do not count; interpolations do). No two
/// folders may need each other, directly or through others.
@Suite struct FolderDependencyTests {
    /// Edges that still close a circle, each waiting for a move in a file its engineer owns.
    /// Remove an entry once its move is made; a new circle fails the test.
    static let knownEdges: Set<FolderEdge> = [
        // Learn/Caretaker.swift names FlashStore: it should take the `any SessionRecording`
        // that `FlashStore.sessionRecording` gives (Learn owns the protocol, Store conforms).
        FolderEdge("Learn", "Store"),
        // MemoryRepository+Status.swift returns Reports/StudyStatus: it belongs in Model/.
        FolderEdge("Store", "Reports"),
    ]

    /// The intended layers, top first; an edge pointing to a higher layer is the one to cut.
    static let layers: [Set<String>] = [
        ["Workspace"],
        ["Learn", "ListMaker", "Reports", "Story", "Games", "Interchange"], ["Providers", "HTTP", "Store"], ["Model", "Support", "Scheduling"],
    ]

    @Test func foldersDependOnEachOtherWithoutCircles() throws {
        let graph = try FolderGraph(root: Self.sources)
        let cycles = graph.cycles(ignoring: Self.knownEdges)
        let layer = { (folder: String) in Self.layers.firstIndex { $0.contains(folder) } ?? Self.layers.count }
        let upward = graph.edges.keys.filter { layer($0.to) < layer($0.from) && !Self.knownEdges.contains($0) }.sorted()
        #expect(cycles.isEmpty, """
            folders that depend on each other; edges pointing up: \(upward.map(\.description).joined(separator: ", "))
            every edge of each circle, with the files and types behind it:
            \(cycles.map { graph.describe($0, ignoring: Self.knownEdges) }.joined(separator: "\n"))
            """)
    }

    @Test func theGraphFindsACircleAndIgnoresCommentsAndStrings() throws {
        let folder = TemporaryDirectory()
        let files = [
            "Up/A.swift": "struct A { let b: B }\n// C is only mentioned\nlet note = \"C \\(Int.max) D\"",
            "Down/B.swift": "public struct B { var a: [A] = [] }\nextension B { struct Inner {} }",
            "Side/C.swift": "enum C { case one }\n/* A B */ typealias D = String",
        ]
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let graph = try FolderGraph(root: folder.url)
        #expect(graph.declared["Side"] == ["C", "D"])
        #expect(graph.declared["Down"] == ["B"])
        #expect(graph.edges.keys.sorted() == [FolderEdge("Down", "Up"), FolderEdge("Up", "Down")])
        #expect(graph.cycles(ignoring: []) == [["Down", "Up"]])
        #expect(graph.cycles(ignoring: [FolderEdge("Down", "Up")]).isEmpty)
    }

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/FlashKit")
}

/// `from` names a type declared in `to`.
struct FolderEdge: Hashable, Comparable, CustomStringConvertible {
    let from: String
    let to: String

    init(_ from: String, _ to: String) {
        self.from = from
        self.to = to
    }

    var description: String { "\(from) → \(to)" }
    static func < (left: FolderEdge, right: FolderEdge) -> Bool { (left.from, left.to) < (right.from, right.to) }
}

/// Which folder's files name which other folders' top-level types.
struct FolderGraph {
    /// Top-level type names declared in each folder.
    var declared: [String: Set<String>] = [:]
    /// Each edge with the "File.swift: Type" references behind it.
    var edges: [FolderEdge: Set<String>] = [:]

    init(root: URL) throws {
        var sources: [(folder: String, file: String, tokens: SwiftTokens)] = []
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for path in paths.sorted() where path.hasSuffix(".swift") {
            let parts = path.split(separator: "/")
            guard parts.count > 1 else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let tokens = SwiftTokens(text)
            sources.append((String(parts[0]), String(parts.last!), tokens))
            declared[String(parts[0]), default: []].formUnion(tokens.topLevelTypes)
        }
        var owners: [String: Set<String>] = [:]
        for (folder, names) in declared { for name in names { owners[name, default: []].insert(folder) } }
        for source in sources {
            for name in source.tokens.identifiers {
                for owner in owners[name] ?? [] where owner != source.folder {
                    edges[FolderEdge(source.folder, owner), default: []].insert("\(source.file): \(name)")
                }
            }
        }
    }

    /// The groups of two or more folders that reach each other, once `ignoring` is left out.
    func cycles(ignoring ignored: Set<FolderEdge>) -> [[String]] {
        var next: [String: [String]] = [:]
        for edge in edges.keys where !ignored.contains(edge) { next[edge.from, default: []].append(edge.to) }
        let folders = Set(declared.keys).union(next.keys)
        func reachable(from start: String) -> Set<String> {
            var seen: Set<String> = []
            var stack = [start]
            while let folder = stack.popLast() {
                for target in next[folder] ?? [] where seen.insert(target).inserted { stack.append(target) }
            }
            return seen
        }
        let reach = Dictionary(uniqueKeysWithValues: folders.map { ($0, reachable(from: $0)) })
        var groups: Set<[String]> = []
        for folder in folders where reach[folder]!.contains(folder) {
            groups.insert(folders.filter { reach[folder]!.contains($0) && reach[$0]!.contains(folder) }.sorted())
        }
        return groups.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The edges inside one group, each with up to four of its references.
    func describe(_ group: [String], ignoring ignored: Set<FolderEdge>) -> String {
        edges.keys.filter { group.contains($0.from) && group.contains($0.to) && !ignored.contains($0) }.sorted().map { edge in
            let references = edges[edge]!.sorted()
            return "  \(edge): \(references.prefix(4).joined(separator: ", "))\(references.count > 4 ? ", …" : "")"
        }.joined(separator: "\n")
    }
}

/// The identifiers of a Swift file outside comments and string literals (interpolations are
/// code), and the types it declares at the top level.
struct SwiftTokens {
    private(set) var identifiers: Set<String> = []
    private(set) var topLevelTypes: Set<String> = []
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    private var declaring = false

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        code(untilParenthesis: false)
    }

    private static let declarations: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func starts(with text: String) -> Bool {
        text.unicodeScalars.enumerated().allSatisfy { peek($0.offset) == $0.element }
    }

    /// Reads code up to the end, or up to the `)` closing an interpolation.
    private mutating func code(untilParenthesis: Bool) {
        var parentheses = 0
        while let scalar = peek() {
            if starts(with: "//") {
                while let next = peek(), next != "\n" { index += 1 }
            } else if starts(with: "/*") {
                blockComment()
            } else if scalar == "#" || scalar == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" {
                    index += hashes
                    string(hashes: hashes)
                } else {
                    index += max(hashes, 1)
                }
            } else if scalar == "_" || scalar.properties.isAlphabetic || scalar == "`" {
                identifier()
            } else {
                index += 1
                switch scalar {
                case "(": parentheses += 1
                case ")" where untilParenthesis && parentheses == 0: return
                case ")": parentheses -= 1
                case "{": depth += 1
                case "}": depth -= 1
                default: break
                }
            }
        }
    }

    private mutating func identifier() {
        let quoted = peek() == "`"
        if quoted { index += 1 }
        var name = ""
        while let scalar = peek(), scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        if quoted, peek() == "`" { index += 1 }
        if name.isEmpty { index += 1; return }
        if declaring {
            topLevelTypes.insert(name)
            declaring = false
        } else if depth == 0, !quoted, Self.declarations.contains(name), previousIsNotDot() {
            declaring = true
        } else {
            identifiers.insert(name)
        }
    }

    /// False for `.class`-style member names and `Foo.Type`.
    private func previousIsNotDot() -> Bool {
        var back = index - 1
        while back >= 0, scalars[back] == "_" || scalars[back].properties.isAlphabetic { back -= 1 }
        return back < 0 || scalars[back] != "."
    }

    private mutating func blockComment() {
        var nesting = 0
        while peek() != nil {
            if starts(with: "/*") {
                nesting += 1
                index += 2
            } else if starts(with: "*/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Reads a string literal whose opening quote is at `index`, after `hashes` #.
    private mutating func string(hashes: Int) {
        let quotes = starts(with: "\"\"\"") ? 3 : 1
        index += quotes
        let close = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while peek() != nil {
            if starts(with: close) {
                index += close.unicodeScalars.count
                return
            } else if starts(with: escape) {
                index += escape.unicodeScalars.count
                if peek() == "(" {
                    index += 1
                    code(untilParenthesis: true)
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }
}
