import Foundation
import Testing

/// FlashKit's layers are SwiftPM targets, so the compiler refuses an import a target did not
/// declare. What it cannot see is checked here: that Package.swift declares no upward arrow,
/// that SQL is written in Store alone, and that no layer (engines included) touches the
/// terminal: that is the front ends' part.
@Suite struct LayerTests {
    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    @Test func everyLayerDependsOnlyOnLayersBelowIt() throws {
        let manifest = try PackageManifest(text: String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8))
        #expect(manifest.layers.first == "Support" && manifest.layers.last == "FlashKit", "\(manifest.layers)")
        #expect(manifest.upwardArrows().isEmpty, "\(manifest.upwardArrows())")
        for layer in manifest.layers {
            #expect(manifest.dependencies[layer] != nil, "\(layer) has no target in Package.swift")
        }
    }

    @Test func theCheckFindsAnArrowThatPointsUp() throws {
        let manifest = try PackageManifest(text: """
            let flashKit = ["Support", "Model", "Store"]
            .target(name: "Support", dependencies: ["CZlib"]),
            .target(name: "Model", dependencies: ["Support", "Store"]),
            .target(name: "Store", dependencies: ["Model", "CSQLite"]),
            """)
        #expect(manifest.upwardArrows() == ["Model → Store"])
    }

    @Test func sqlIsWrittenInStoreAlone() throws {
        let sources = Self.repository.appendingPathComponent("Sources")
        let statement = try Regex(#""[^"\n]*\b(SELECT .* FROM|INSERT INTO|UPDATE \w+ SET|DELETE FROM|CREATE (TABLE|INDEX))\b"#)
        var offenders: [String] = []
        for file in try Self.swiftFiles(under: sources) where !file.path.contains("/Sources/Store/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(statement) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                offenders.append("\(file.path.replacingOccurrences(of: sources.path + "/", with: "")):\(number + 1)")
            }
        }
        #expect(offenders.isEmpty, "SQL outside Sources/Store: \(offenders)")
    }

    @Test func noLayerReadsOrDrawsOnTheTerminal() throws {
        let manifest = try PackageManifest(text: String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8))
        let terminal = try Regex(#"\b(isatty|tcsetattr|tcgetattr|readLine\(|print\(|FileHandle\.standard(Input|Output|Error)|STDIN_FILENO|STDOUT_FILENO|signal\(SIG)"#)
        var offenders: [String] = []
        for layer in manifest.layers {
            let folder = Self.repository.appendingPathComponent("Sources/\(layer)")
            for file in try Self.swiftFiles(under: folder) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(terminal) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    offenders.append("\(layer)/\(file.lastPathComponent):\(number + 1)")
                }
            }
        }
        #expect(offenders.isEmpty, "terminal code in FlashKit's layers: \(offenders)")
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }
}

/// What Package.swift says of FlashKit's layers: their order (the `flashKit` list, lowest
/// first) and each target's dependencies.
struct PackageManifest {
    let layers: [String]
    let dependencies: [String: [String]]

    init(text: String) throws {
        let list = try #require(text.firstMatch(of: #/let flashKit = \[([^\]]*)\]/#), "no `let flashKit = [...]` in Package.swift")
        layers = list.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        var dependencies: [String: [String]] = [:]
        for target in text.matches(of: #/\.target\(name: "(\w+)", dependencies: \[([^\]]*)\]/#) {
            dependencies[String(target.1)] = target.2.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        self.dependencies = dependencies
    }

    /// "From → To" for each dependency of a layer on a layer at or above it.
    func upwardArrows() -> [String] {
        layers.enumerated().flatMap { index, layer in
            (dependencies[layer] ?? []).filter { dependency in
                layers.firstIndex(of: dependency).map { $0 >= index } ?? false
            }.map { "\(layer) → \($0)" }
        }
    }
}
