import Foundation

// Output reaches pipes and files in whole lines, and a closed pipe ends the tool quietly.
signal(SIGPIPE, SIG_IGN)
let context = RunContext(environment: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), context: context))
