import Foundation

/// A kit flash ships for English speakers learning Spanish: `Fixtures/kits/STAGE/KIT.json`.
/// Basic kits are stored as lists the first time story mode is used and cannot be deleted.
package struct BasicKit: Sendable, Equatable {
    public let stage: Stage
    /// The file's name without `.json` ("body-parts").
    let slug: String
    let file: URL

    /// The languages of every basic kit: English prompts, Spanish answers.
    package static let study = try! Study(native: .english, learned: Language(code: "es"))

    /// What identifies the kit once stored, whatever its list is renamed to: "newborn/body-parts".
    package var key: String { "\(stage.rawValue)/\(slug)" }

    /// The list's name: "newborn: body parts".
    package var name: String { "\(stage.rawValue): \(slug.replacingOccurrences(of: "-", with: " "))" }

    /// The kit's questions, read and checked like any other kit.
    package func questions() throws -> [KitQuestion] {
        let data = try Data(contentsOf: file)
        do {
            return try KitFile.parse(Array(data))
        } catch let error as KitError {
            throw KitError.brokenBasicKit(path: file.path, reason: error.description)
        }
    }

    /// Every basic kit under `directory` (`Fixtures/kits`), in stage order then by name. Folders
    /// that name no stage are ignored.
    package static func all(in directory: URL) -> [BasicKit] {
        let manager = FileManager.default
        return Stage.allCases.flatMap { stage -> [BasicKit] in
            let folder = directory.appendingPathComponent(stage.rawValue)
            let files = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { $0.hasSuffix(".json") }.sorted().map {
                BasicKit(stage: stage, slug: String($0.dropLast(5)), file: folder.appendingPathComponent($0))
            }
        }
    }
}
