import Foundation

// Output reaches pipes and files in whole lines, and a closed pipe ends the tool quietly.
signal(SIGPIPE, SIG_IGN)
// Past `ulimit -f` a write fails with EFBIG and the tool says so (exit 2, the temporary file
// removed) instead of dying of SIGXFSZ with no word.
signal(SIGXFSZ, SIG_IGN)
// A parent may start the tool with SIGINT, SIGTERM and SIGHUP blocked (Foundation's `Process` in a
// Swift test runner does: the mask is inherited); the tool would then ignore a cancelled CI job.
// Unblocked here, before any thread starts, so every thread inherits it; a signal the parent
// ignores (`nohup`) stays ignored (`TemporaryFiles`).
var terminationSignals = sigset_t()
sigemptyset(&terminationSignals)
for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&terminationSignals, signalNumber) }
pthread_sigmask(SIG_UNBLOCK, &terminationSignals, nil)
// An abort (memory that cannot be had) ends the run with a message and exit status 2.
AbortReport.install()
let context = RunContext(environment: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context))
