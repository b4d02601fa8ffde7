import CatalogKitLite
/// A subcommand of `xcstrings-a11y`: its name, its help, its options, and how it runs.
///
/// A plain value rather than a protocol of metatypes: the list of commands is data that help and
/// dispatch read.
struct Command: Sendable {
    /// The name on the command line, e.g. `catalogs`.
    var name: String
    /// One line for the list of commands.
    var summary: String
    /// The usage line(s), e.g. `xcstrings-a11y catalogs [options] [PATH ...]`.
    var usage: String
    /// What the command does, for `--help`, written for a person.
    var discussion: String
    /// The options the command accepts (`--help` is added to every command).
    var options: [OptionSpec]
    /// Runs the command and returns its exit code.
    ///
    /// What a command needs before it starts its work (its arguments checked, its configuration
    /// read) it gets with `try`: the errors are reported the same way for every command by
    /// ``CommandLineTool/run(_:arguments:context:)``. Once the work has started, a command reports
    /// its own errors and returns the exit code.
    var run: @Sendable (ParsedArguments, RunContext) throws -> Int32
}

/// The exit codes every command uses: those of the library's ``AuditOutcome``.
enum ExitStatus {
    /// Nothing at or above the failing severity.
    static let success: Int32 = AuditOutcome.passed.rawValue
    /// Findings at or above the failing severity.
    static let findings: Int32 = AuditOutcome.failed.rawValue
    /// A usage, configuration, I/O or parse error.
    static let failure: Int32 = AuditOutcome.unreadable.rawValue
}

/// Options several commands share, so each is spelled and documented once.
enum CommonOptions {
    static let help = OptionSpec(name: "help", short: "h", help: "Show this help and exit.")
    static let output = OptionSpec(name: "output", short: "o", valueName: "FILE", help: "Write the report to FILE instead of standard output ('-'). A regular file is replaced atomically; a device or FIFO is written in place; a symbolic link's file is replaced, never the link; an input of the run or a read-only file is refused.")
    static let color = OptionSpec(name: "color", valueName: "WHEN", allowedValues: ColorChoice.allCases.map(\.rawValue), help: "Colour the text output: auto (on a terminal, unless NO_COLOR is set), always or never. Default: auto.")
    static let followSymlinks = OptionSpec(name: "follow-symlinks", help: "Follow symbolic links that lead outside the repository (or the folder checked); by default they are reported and not read.")
    static let jobs = OptionSpec(name: "jobs", short: "j", valueName: "N", help: "Work on N threads: N catalogs at a time, or one catalog's strings shared among them. Default: the number of cores.")

    /// The file `--output` names, `nil` for standard output (no option, or `-`). An empty value is
    /// a usage error, not a file that cannot be written.
    static func outputPath(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let path = arguments.value("output") else { return nil }
        guard !path.isEmpty else { throw UsageError("option '--output' needs a file, not an empty path; use '-' for standard output") }
        return path == "-" ? nil : path
    }

    /// The number of jobs asked for, or the default.
    static func jobs(_ arguments: ParsedArguments) throws(UsageError) -> Int {
        guard let text = arguments.value("jobs") else { return defaultThreadCount }
        guard let count = Int(text), count >= 1, count <= 1024 else {
            throw UsageError("option '--jobs' needs a whole number from 1 to 1024, not '\(text)'")
        }
        return count
    }
}
