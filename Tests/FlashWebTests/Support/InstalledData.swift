import Foundation
import Testing

/// Installed Debian files a test uses (the emoji font, espeak-ng). A test that needs one is
/// skipped when it is absent, unless FLASH_REQUIRE_OFFLINE_DATA=1 (CI) makes that a failure.
struct InstalledData: Sendable {
    let package: String
    let path: String

    static let emojiFont = InstalledData(package: "fonts-noto-color-emoji", path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    static let espeak = InstalledData(package: "espeak-ng", path: "/usr/bin/espeak-ng")
    static let apertiumSpanish = InstalledData(package: "apertium-eng-spa", path: "/usr/share/apertium/apertium-eng-spa/eng-spa.autobil.bin")

    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_OFFLINE_DATA"] == "1" }
    var installed: Bool { FileManager.default.fileExists(atPath: path) }
    /// For `.enabled(if:)`: run when installed, or when required so the absence is reported.
    var shouldRun: Bool { Self.required || installed }

    func requireInstalled(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but \(package) is not installed", sourceLocation: sourceLocation)
    }
}
