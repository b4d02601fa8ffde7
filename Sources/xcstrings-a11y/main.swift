import Foundation

// Output reaches pipes and files in whole lines, and a closed pipe ends the tool quietly.
signal(SIGPIPE, SIG_IGN)
// An abort (memory that cannot be had) ends the run with a message and exit status 2.
AbortReport.install()
let context = RunContext(environment: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context))
