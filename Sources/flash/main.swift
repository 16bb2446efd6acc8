import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

// A parent may start flash with signals blocked (threads of test runners do); Ctrl-C, a closed
// terminal and SIGTERM must reach flash so a session can close itself as interrupted.
var signals = sigset_t()
sigemptyset(&signals)
for number in [SIGINT, SIGHUP, SIGTERM, SIGPIPE] { sigaddset(&signals, number) }
sigprocmask(SIG_UNBLOCK, &signals, nil)

let status = await CommandLineTool.main(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
