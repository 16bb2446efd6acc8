/// Which side of the cards the pasted words are: native words to translate into the learned
/// language (the default), or learned-language words to translate back.
public enum WordSide: String, Sendable, CaseIterable {
    case native, learned
}
