import CatalogKitLite

/// One option a command accepts: `--format json`, `--strict`, `--report sarif:out.sarif`.
struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `format`.
    var name: String
    /// A one-letter short name without the dash, e.g. `o`.
    var short: Character?
    /// The name of the value in help text, e.g. `FORMAT`; `nil` for a flag that takes no value.
    var valueName: String?
    /// The values allowed, when the set is closed (checked while parsing).
    var allowedValues: [String]?
    /// Whether the option may be given more than once.
    var isRepeatable = false
    /// One line for `--help`.
    var help: String

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }
}

/// What the command line said, once checked against a command's options.
struct ParsedArguments: Sendable {
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// The values of options that take one, in the order given.
    var values: [String: [String]] = [:]
    /// The flags given.
    var flags: Set<String> = []

    /// The last value of an option, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A wrong command line: one line that says what is wrong; the command exits with 2.
struct UsageError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    var message: String

    /// Creates a usage error.
    init(_ message: String) {
        self.message = message
    }

    /// The message.
    var description: String { message }
}

/// Parses a command's arguments against its options: `--name value`, `--name=value`, `-o value`,
/// flags, and `--` to end the options. An argument that starts with `-` but cannot be an option —
/// a digit, a space or a symbol after the dash, or any white space in it ("-5 °C", "- item") — is
/// an argument, so `speak "-5 °C"` works; one that looks like an option ("-Play") needs `--` first.
enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || !looksLikeOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spec, inlineValue) = try find(argument, in: options)
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError("option '--\(spec.name)' takes no value") }
                parsed.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '--\(spec.name)' needs a value (\(spec.valueName ?? "VALUE"))")
            }
            if let allowed = spec.allowedValues, !allowed.contains(value) {
                throw UsageError("option '--\(spec.name)' does not accept '\(value)'; use one of: \(allowed.joined(separator: ", "))")
            }
            if !spec.isRepeatable, parsed.values[spec.name] != nil {
                throw UsageError("option '--\(spec.name)' is given more than once")
            }
            parsed.values[spec.name, default: []].append(value)
        }
        return parsed
    }

    /// Whether an argument that starts with `-` has the shape of an option: `--` or `-` then an
    /// ASCII letter, and no white space.
    static func looksLikeOption(_ argument: String) -> Bool {
        let body = argument.hasPrefix("--") ? argument.dropFirst(2) : argument.dropFirst()
        guard let first = body.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return argument == "--" }
        let name = body.split(separator: "=", maxSplits: 1).first ?? body
        return !name.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    private static func find(_ argument: String, in options: [OptionSpec]) throws(UsageError) -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'\(suggestion(for: name, in: options))")
            }
            return (spec, inline)
        }
        let letter = argument.dropFirst().first
        guard argument.count == 2, let spec = options.first(where: { $0.short == letter }) else {
            throw UsageError("unknown option '\(argument)'; an argument that starts with '-' goes after '--', e.g. -- \(argument)")
        }
        return (spec, nil)
    }

    /// "; did you mean '--format'?" when a known option is one or two edits away.
    private static func suggestion(for name: String, in options: [OptionSpec]) -> String {
        closestName(to: name, among: options.map(\.name)).map { "; did you mean '--\($0)'?" } ?? ""
    }
}
