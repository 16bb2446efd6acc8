import CFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// The input being fuzzed goes to this; set once, before libFuzzer starts.
nonisolated(unsafe) private var fuzzedFunction: ([UInt8]) -> Void = { _ in }

/// Hands the command line to libFuzzer, which calls `body` with each input it makes (and with
/// each file named on the command line), and exits with its status. A trap in `body` is what
/// libFuzzer reports as a crash, with the input that caused it.
public func runFuzzer(_ body: @escaping ([UInt8]) -> Void) -> Never {
    fuzzedFunction = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        fuzzedFunction(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
    exit(status)
}
