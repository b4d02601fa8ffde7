import Foundation

// Output reaches pipes and files in whole lines, and a closed pipe ends the tool quietly.
signal(SIGPIPE, SIG_IGN)
// Past `ulimit -f` a write fails with EFBIG and the tool says so (exit 2, the temporary file
// removed) instead of dying of SIGXFSZ with no word.
signal(SIGXFSZ, SIG_IGN)
let context = RunContext(environment: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context))
