import FoundationEssentials
import Support

/// Draws card images with chafa on a terminal; says once when that cannot be done.
@MainActor
enum ImageDrawing {
    private static var saidUnavailable = false

    /// Draws a question's picture, or prints its path when it cannot be drawn.
    static func drawQuestion(file: String, context: Context) {
        if context.console.outputIsTerminal, let chafa = ExternalCommand.find("chafa", environment: context.environment) {
            draw(file, with: chafa, context: context)
            return
        }
        if context.console.outputIsTerminal, !saidUnavailable {
            saidUnavailable = true
            context.console.note("chafa is not installed, so pictures are shown as paths (apt-get install chafa)")
        }
        context.console.line("  [image: \(file)]")
    }

    static func draw(_ pictures: [(caption: String, file: String)], context: Context) throws {
        guard context.console.outputIsTerminal else {
            context.console.note("--images draws pictures only on a terminal; showing paths instead")
            return
        }
        guard let chafa = ExternalCommand.find("chafa", environment: context.environment) else {
            context.console.note("chafa is not installed, so images are not drawn (apt-get install chafa)")
            return
        }
        for (caption, file) in pictures {
            context.console.line(context.console.bold(Text.printable(caption)))
            draw(context.paths.imagesDirectory.appendingPathComponent(file).path, with: chafa, context: context)
        }
    }

    /// chafa draws the picture in colour, or in plain blocks where colour is not allowed.
    private static func draw(_ path: String, with chafa: ExternalCommand, context: Context) {
        let symbols = context.console.usesColour ? [] : ["-c", "none"]
        _ = try? chafa.runShowingOutput(["--size", "24x12"] + symbols + [path])
    }
}
