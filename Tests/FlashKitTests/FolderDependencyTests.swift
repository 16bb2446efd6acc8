import Foundation
import Testing

/// FlashKit's folders depend downward only: Workspace uses Learn, ListMaker, Reports, Story,
/// Games and Interchange, which use Providers, HTTP and Store, which use Model, Support and
/// Scheduling. A folder depends on another when one of its files names a type declared at the top
/// level of the other's files (comments and string literals do not count; interpolations do).
/// Every edge points to a lower layer or across one, except the allowances below, and no two
/// folders may need each other, directly or through others.
@Suite struct FolderDependencyTests {
    /// Edges allowed to point up, each with exactly the references that may make it. A new
    /// reference, a new upward edge or an allowance no longer needed fails the test.
    static let allowedUpward: [FolderEdge: Set<String>] = [
        // Learn owns the protocols through which a session finds its cards and records its
        // answers, and Store conforms (issue 11: "a protocol that Learn owns and Store
        // implements"); every value they pass lives in Model or Scheduling.
        FolderEdge("Store", "Learn"): [
            "FlashStore+SessionCatalog.swift: SessionCatalog", "FlashStore+SessionCatalog.swift: SessionSource",
            "StoreSessionRecording.swift: SessionRecording",
        ],
    ]

    /// The intended layers, top first.
    static let layers: [Set<String>] = [
        ["Workspace"],
        ["Learn", "ListMaker", "Reports", "Story", "Games", "Interchange"], ["Providers", "HTTP", "Store"],
        ["Model", "Support", "Scheduling"],
    ]

    @Test func foldersDependOnEachOtherWithoutCircles() throws {
        let graph = try FolderGraph(root: Self.sources)
        let cycles = graph.cycles(ignoring: [])
        #expect(cycles.isEmpty, """
            folders that depend on each other; every edge of each circle, with the files and types behind it:
            \(cycles.map { graph.describe($0, ignoring: []) }.joined(separator: "\n"))
            """)
    }

    @Test func everyEdgePointsDownOrAcrossExceptTheAllowances() throws {
        let graph = try FolderGraph(root: Self.sources)
        let problems = graph.layeringProblems(layers: Self.layers, allowed: Self.allowedUpward)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\nevery edge:\n\(graph.edges.keys.sorted().map(\.description).joined(separator: "\n"))")
    }

    @Test func theLayerCheckFailsOnAnUpwardEdgeAnExtraReferenceAStaleAllowanceAndAFolderInNoLayer() throws {
        let graph = try Self.graph(of: [
            "Top/T.swift": "struct T { let m: M }",
            "Middle/M.swift": "protocol P {}\nstruct M { let s: S }",
            "Side/S.swift": "struct S {}",
            "Bottom/B.swift": "struct B: P { let m: M; let t: T }",
            "Loose/L.swift": "struct L {}",
        ])
        let layers: [Set<String>] = [["Top"], ["Middle", "Side"], ["Bottom"]]
        let problems = graph.layeringProblems(layers: layers, allowed: [
            FolderEdge("Bottom", "Middle"): ["B.swift: P"], FolderEdge("Side", "Top"): ["S.swift: T"],
        ])
        #expect(problems == [
            "Loose is in no layer", "Bottom → Middle points up: B.swift: M", "Bottom → Top points up: B.swift: T",
            "Side → Top no longer needs its allowance for S.swift: T",
        ])
        let allowed: [FolderEdge: Set<String>] = [FolderEdge("Bottom", "Middle"): ["B.swift: M", "B.swift: P"], FolderEdge("Bottom", "Top"): ["B.swift: T"]]
        #expect(graph.layeringProblems(layers: layers + [["Loose"]], allowed: allowed).isEmpty)
    }

    @Test func theGraphFindsACircleAndIgnoresCommentsAndStrings() throws {
        let graph = try Self.graph(of: [
            "Up/A.swift": "struct A { let b: B }\n// C is only mentioned\nlet note = \"C \\(Int.max) D\"",
            "Down/B.swift": "public struct B { var a: [A] = [] }\nextension B { struct Inner {} }",
            "Side/C.swift": "enum C { case one }\n/* A B */ typealias D = String",
        ])
        #expect(graph.declared["Side"] == ["C", "D"])
        #expect(graph.declared["Down"] == ["B"])
        #expect(graph.edges.keys.sorted() == [FolderEdge("Down", "Up"), FolderEdge("Up", "Down")])
        #expect(graph.cycles(ignoring: []) == [["Down", "Up"]])
        #expect(graph.cycles(ignoring: [FolderEdge("Down", "Up")]).isEmpty)
    }

    /// The graph of a temporary tree of `files` (path: text).
    static func graph(of files: [String: String]) throws -> FolderGraph {
        let folder = TemporaryDirectory()
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try FolderGraph(root: folder.url)
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

extension FolderGraph {
    /// What breaks the layering: a folder in no layer, a reference behind an edge that points
    /// to a higher layer and is not allowed, and an allowed reference the code no longer makes.
    func layeringProblems(layers: [Set<String>], allowed: [FolderEdge: Set<String>]) -> [String] {
        let layer = { (folder: String) in layers.firstIndex { $0.contains(folder) } }
        var problems = Set(declared.keys).union(edges.keys.map(\.from)).filter { layer($0) == nil }.sorted().map { "\($0) is in no layer" }
        for edge in edges.keys.sorted() {
            guard let from = layer(edge.from), let to = layer(edge.to), to < from else { continue }
            let extra = edges[edge]!.subtracting(allowed[edge] ?? [])
            if !extra.isEmpty { problems.append("\(edge) points up: \(extra.sorted().joined(separator: ", "))") }
        }
        for edge in allowed.keys.sorted() {
            let stale = allowed[edge]!.subtracting(edges[edge] ?? [])
            if !stale.isEmpty { problems.append("\(edge) no longer needs its allowance for \(stale.sorted().joined(separator: ", "))") }
        }
        return problems
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
