import FlashKit

/// The progress line shown on stderr while a list is built.
enum ProgressBar {
    static func line(_ progress: BuildProgress, rate: Double, width: Int = 24) -> String {
        let fraction = progress.total == 0 ? 1 : Double(progress.done) / Double(progress.total)
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let errors = progress.errors == 1 ? "1 error" : "\(progress.errors) errors"
        return "\(progress.phase.rawValue) \(bar) \(progress.done)/\(progress.total) words, \(Int(rate.rounded()))/s, \(errors)"
    }
}
