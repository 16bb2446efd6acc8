import Support
import Model
import Scheduling
/// The configuration's `learn.*` defaults for the settings the command line did not give.
extension SessionSettings {
    /// `learn.NAME` as one of `T`'s cases (direction, show, answer); nil when not configured.
    public static func configured<T: RawRepresentable & CaseIterable>(_ name: String, in configuration: Configuration) throws -> T?
    where T.RawValue == String {
        guard let configured = configuration.string("learn.\(name)") else { return nil }
        guard let value = T(rawValue: configured.lowercased()) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw PolicyError(description: "the configuration's learn.\(name) = \(configured) is not one of \(names)")
        }
        return value
    }

    /// `learn.options`, 2 to 8; nil when not configured.
    public static func configuredOptions(in configuration: Configuration) throws -> Int? {
        guard let text = configuration.string("learn.options") else { return nil }
        guard let number = Int(text), optionRange.contains(number) else {
            throw PolicyError(description: "the configuration's learn.options = \(text) must be a whole number from 2 to 8")
        }
        return number
    }
}
