import Support

extension BuildProgress {
    /// The progress line shown while a list is built: "translating ███░░ 3/8 words, 2/s, 0 errors".
    public func line(rate: Double, width: Int = 24) -> String {
        let errors = errors == 1 ? "1 error" : "\(errors) errors"
        return "\(phase.rawValue) \(Text.meter(done, of: total, width: width)) \(done)/\(total) words, \(Int(rate.rounded()))/s, \(errors)"
    }
}
