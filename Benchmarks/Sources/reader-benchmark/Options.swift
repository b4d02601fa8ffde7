import Foundation

/// The command line of the benchmark.
struct Options {
    /// How many keys the generated catalog has; 200,000 make about 190 MB.
    var keys = 200_000
    /// How often each case runs; the median is reported.
    var runs = 3
    /// The generator's seed. The same seed and key count always give the same bytes.
    var seed: UInt64 = 0x5EED_CA7A_1065
    /// Where the generated catalogs are kept between runs.
    var workDirectory = Options.defaultWorkDirectory
    /// Print the results as JSON instead of a table.
    var json = false
    /// Exit with status 1 when a target is missed (the default only reports it).
    var strict = false
    /// Print the usage and stop.
    var showHelp = false

    /// `Benchmarks/work`, found from this source file, so that a binary run by hand uses the same
    /// folder as `Benchmarks/run` (which passes `--work` explicitly anyway).
    static var defaultWorkDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("work").path
    }

    static let usage = """
        usage: Benchmarks/run [--keys N] [--runs N] [--seed N] [--work DIR] [--json] [--strict]

          --keys N    keys in the generated catalog (default 200000: about 190 MB; ~1050 keys make 1 MB)
          --runs N    runs of each case; the median time is reported (default 3)
          --seed N    seed of the deterministic generator (default \(Options().seed))
          --work DIR  where generated catalogs are kept and reused (default Benchmarks/work)
          --json      print the results as JSON instead of a table
          --strict    exit with status 1 when a target is missed
        """

    /// Parses the arguments; a later option wins over an earlier one.
    init(parsing arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--keys": keys = try Self.number(argument, rest.popFirst(), minimum: 1)
            case "--runs": runs = try Self.number(argument, rest.popFirst(), minimum: 1)
            case "--seed": seed = UInt64(try Self.number(argument, rest.popFirst(), minimum: 0))
            case "--work":
                guard let directory = rest.popFirst() else { throw UsageError("--work needs a directory") }
                workDirectory = directory
            case "--json": json = true
            case "--strict": strict = true
            case "-h", "--help": showHelp = true
            default: throw UsageError("unknown argument \(argument)")
            }
        }
    }

    init() {}

    private static func number(_ option: String, _ text: String?, minimum: Int) throws(UsageError) -> Int {
        guard let text, let value = Int(text), value >= minimum else {
            throw UsageError("\(option) needs a whole number of at least \(minimum)")
        }
        return value
    }
}

/// A mistake on the command line.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
