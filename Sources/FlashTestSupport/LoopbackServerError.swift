import Foundation

/// A socket call that failed while starting a loopback server.
public struct LoopbackServerError: Error, CustomStringConvertible {
    /// The failing call, such as "bind".
    public let call: String
    /// The errno it left.
    public let code: Int32

    /// "bind failed: Address already in use".
    public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}
