import Support
import Model
import Store
extension ListName {
    /// The learned language's first free name ("spanish", then "spanish 2"), so pasted words
    /// need no name; nil when a thousand are taken.
    public static func firstFree(for study: Study, in store: FlashStore) throws -> ListName? {
        let base = study.learned.name.lowercased()
        for number in 1...1_000 {
            let candidate = number == 1 ? base : "\(base) \(number)"
            if try store.lists.find(candidate) == nil { return try InvalidInput.checking { try ListName(candidate) } }
        }
        return nil
    }
}
