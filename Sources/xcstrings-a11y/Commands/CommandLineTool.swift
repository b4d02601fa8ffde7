import CatalogKitLite
import Foundation

/// The `xcstrings-a11y` command line: picks the subcommand, handles `--help` and `--version`, and
/// turns usage errors into one line on standard error and exit status 2.
enum CommandLineTool {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [
        CheckCommand.command, CoverageCommand.command, ExportCommand.command, ImportCommand.command, SpeakCommand.command, RulesCommand.command, ExplainCommand.command, CatalogsCommand.command,
    ]
    /// The subcommand that runs when none is named.
    static let defaultCommand = CheckCommand.command

    static func run(_ arguments: [String], context: RunContext) -> Int32 {
        var arguments = arguments
        if arguments.first == "--version" {
            Console.out("\(ToolInfo.name) \(ToolInfo.version)\n")
            return ExitStatus.success
        }
        if arguments.isEmpty == false, ["--help", "-h", "help"].contains(arguments[0]) {
            if arguments[0] == "help", arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                Console.out(help(for: command))
            } else {
                Console.out(overview())
            }
            return ExitStatus.success
        }
        var command = defaultCommand
        if let first = arguments.first, let named = commands.first(where: { $0.name == first }) {
            command = named
            arguments.removeFirst()
        } else if let first = arguments.first, let error = unknownCommand(first, currentDirectory: context.currentDirectory) {
            Console.error("\(ToolInfo.name): error: \(error.message)\nRun '\(ToolInfo.name) --help' for the commands.\n")
            return ExitStatus.failure
        }
        return run(command, arguments: arguments, context: context)
    }

    /// The preamble every command shares: its arguments parsed against its options (and
    /// `--help`), its help printed for `--help`, and what it throws before it starts its work
    /// reported. A ``UsageError`` is one line and a pointer to the command's `--help`; any other
    /// error (a configuration that cannot be read or is wrong) is printed as it describes itself.
    /// Both end the run with exit status 2.
    static func run(_ command: Command, arguments: [String], context: RunContext) -> Int32 {
        do {
            let parsed = try ArgumentParser.parse(arguments, options: command.options + [CommonOptions.help])
            if parsed.flag("help") {
                Console.out(help(for: command))
                return ExitStatus.success
            }
            return try command.run(parsed, context)
        } catch let error as UsageError {
            return usageFailure(error, command: command.name)
        } catch {
            Console.error("\(error)\n")
            return ExitStatus.failure
        }
    }

    /// The error for a first word that looks like a command but is none, e.g. `chek`: a bare word
    /// (letters, digits, `-`, `_`; no `/` or `.`) that is not an existing path. Anything else, and
    /// a word that names an existing file or folder, is a PATH for the default command.
    static func unknownCommand(_ word: String, currentDirectory: String) -> UsageError? {
        let isBareWord = !word.isEmpty && word.first != "-"
            && word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
        guard isBareWord else { return nil }
        let path = URL(fileURLWithPath: word, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).path
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        let names = commands.map(\.name)
        let hint = closestName(to: word, among: names, maximumDistance: 3).map { "did you mean '\($0)'?" }
            ?? "the commands are \(names.joined(separator: ", ")), and a PATH must exist"
        return UsageError("unknown command '\(word)'; \(hint)")
    }

    /// Prints a usage error as one line (plus a pointer to `--help`) and returns exit status 2.
    private static func usageFailure(_ error: UsageError, command: String) -> Int32 {
        Console.error("\(ToolInfo.name): error: \(error.message)\nRun '\(ToolInfo.name) \(command) --help' for usage.\n")
        return ExitStatus.failure
    }

    static func overview() -> String {
        var text = """
        \(ToolInfo.name) \(ToolInfo.version): audits the accessibility strings of String Catalogs (.xcstrings).

        USAGE: \(ToolInfo.name) [COMMAND] [options] [PATH ...]

        COMMANDS:

        """
        let width = commands.map { $0.name.count }.max() ?? 0
        for command in commands {
            let marker = command.name == defaultCommand.name ? " (default)" : ""
            text += "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)\(marker)\n"
        }
        text += """

        Run '\(ToolInfo.name) COMMAND --help' for a command's options.
        Exit status: 0 clean, 1 findings at or above the failing severity, 2 usage, I/O or parse errors.

        """
        return text
    }

    static func help(for command: Command) -> String {
        var text = "OVERVIEW: \(command.summary)\n\nUSAGE: \(command.usage)\n\n\(wrapped(command.discussion))\n\nOPTIONS:\n"
        for option in command.options + [CommonOptions.help] {
            text += "  \(optionNames(option))\n\(wrapped(option.help, indent: String(repeating: " ", count: 6)))\n"
        }
        return text
    }

    /// An option's names as `--help` shows them, `-f, --format FORMAT` or `--strict`: every option
    /// starts in the same column (as swift-argument-parser lays them out), and its description is
    /// indented below it, so an option without a short name never looks like a description.
    static func optionNames(_ option: OptionSpec) -> String {
        (option.short.map { "-\($0), " } ?? "") + "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
    }
}

/// Wraps each paragraph of `text` at `width` columns, for help written as long lines.
func wrapped(_ text: String, width: Int = 100, indent: String = "") -> String {
    text.components(separatedBy: "\n").map { paragraph in
        var lines: [String] = []
        var line = indent
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if line.count + word.count + 1 > width, line.count > indent.count {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }.joined(separator: "\n")
}
