/// flash's version, printed by `flash --version` and sent in the User-Agent.
public enum FlashVersion {
    public static let current = "0.1.0"
}
