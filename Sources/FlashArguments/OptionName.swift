/// An option's name, declared once: a command's spec makes the option from it and its `run`
/// reads the value by it, so a misspelt name does not compile.
public struct OptionName: Hashable, Sendable, CustomStringConvertible {
    /// The long name, without dashes.
    public let name: String

    init(_ name: String) {
        self.name = name
    }

    /// "--name".
    public var description: String { "--" + name }
}

/// Every option of every command.
extension OptionName {
    public static let all = OptionName("all")
    public static let answer = OptionName("answer")
    public static let articles = OptionName("articles")
    public static let ascii = OptionName("ascii")
    public static let avatar = OptionName("avatar")
    public static let bind = OptionName("bind")
    public static let check = OptionName("check")
    public static let columns = OptionName("columns")
    public static let count = OptionName("count")
    public static let days = OptionName("days")
    public static let direction = OptionName("direction")
    public static let download = OptionName("download")
    public static let fav = OptionName("fav")
    public static let format = OptionName("format")
    public static let from = OptionName("from")
    public static let help = OptionName("help")
    public static let image = OptionName("image")
    public static let imageFile = OptionName("image-file")
    public static let images = OptionName("images")
    public static let ipa = OptionName("ipa")
    public static let json = OptionName("json")
    public static let keepUntranslated = OptionName("keep-untranslated")
    public static let kits = OptionName("kits")
    public static let lang = OptionName("lang")
    public static let level = OptionName("level")
    public static let limit = OptionName("limit")
    public static let name = OptionName("name")
    public static let names = OptionName("names")
    public static let native = OptionName("native")
    public static let new = OptionName("new")
    public static let noImage = OptionName("no-image")
    public static let noImages = OptionName("no-images")
    public static let noSound = OptionName("no-sound")
    public static let only = OptionName("only")
    public static let options = OptionName("options")
    public static let out = OptionName("out")
    public static let pick = OptionName("pick")
    public static let port = OptionName("port")
    public static let profile = OptionName("profile")
    public static let remove = OptionName("remove")
    public static let replace = OptionName("replace")
    public static let retry = OptionName("retry")
    public static let rounds = OptionName("rounds")
    public static let seed = OptionName("seed")
    public static let separator = OptionName("separator")
    public static let server = OptionName("server")
    public static let session = OptionName("session")
    public static let show = OptionName("show")
    public static let stage = OptionName("stage")
    public static let strict = OptionName("strict")
    public static let style = OptionName("style")
    public static let timer = OptionName("timer")
    public static let toList = OptionName("to-list")
    public static let translation = OptionName("translation")
    public static let translator = OptionName("translator")
    public static let untranslated = OptionName("untranslated")
    public static let upload = OptionName("upload")
    public static let user = OptionName("user")
    public static let words = OptionName("words")
    public static let yes = OptionName("yes")
}
