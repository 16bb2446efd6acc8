import Support

/// The rules for a user kit's name (indi's): trimmed, 1 to 30 characters, unique within its
/// stage ignoring case. The name is also the list's name.
public enum KitName {
    static let maximumLength = 30

    /// The list name, if it is short enough to name a kit.
    public static func validate(_ raw: String) throws -> ListName {
        let name: ListName
        do {
            name = try ListName(raw)
        } catch let error as ModelError {
            throw KitError.invalidName(String(error.description.dropFirst("invalid list name: ".count)))
        }
        guard name.value.count <= maximumLength else {
            throw KitError.invalidName("'\(Text.printable(name.value))' has \(name.value.count) characters, at most \(maximumLength) are allowed")
        }
        return name
    }

    /// Refuses `name` when another kit of `stage` has it, ignoring case.
    package static func checkUnique(_ name: ListName, in stage: Stage, among kits: [Kit], except listID: Int64? = nil) throws {
        if kits.contains(where: { $0.stage == stage && $0.list.id != listID && ListName.key($0.name) == name.key }) {
            throw KitError.nameTaken(name.value, stage: stage)
        }
    }
}
