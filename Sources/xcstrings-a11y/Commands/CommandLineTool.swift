import Foundation

/// The `xcstrings-a11y` command line: picks the subcommand, handles `--help` and `--version`, and
/// turns usage errors into one line on standard error and exit status 2.
enum CommandLineTool {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [
        CheckCommand.command, CoverageCommand.command, SpeakCommand.command, RulesCommand.command, ExplainCommand.command, CatalogsCommand.command,
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
        }
        let options = command.options + [CommonOptions.help]
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, options: options)
        } catch {
            return usageFailure(error, command: command.name)
        }
        if parsed.flag("help") {
            Console.out(help(for: command))
            return ExitStatus.success
        }
        return command.run(parsed, context)
    }

    /// Prints a usage error as one line (plus a pointer to `--help`) and returns exit status 2.
    static func usageFailure(_ error: UsageError, command: String) -> Int32 {
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
            var names = option.short.map { "-\($0), " } ?? "    "
            names += "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
            text += "  \(names)\n\(wrapped(option.help, indent: "      "))\n"
        }
        return text
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
