// audit-benchmark: times the whole audit, `xcstrings-a11y check --all-strings`, on a large generated
// catalog, on many small catalogs and on the real corpus ten times over, against python3's
// `json.load` (parsing alone) and `cat` (the floor). See Benchmarks/README.md.
import Foundation

struct Options {
    var tool = ""
    var runs = 3
    var keys = 200_000
    var seed: UInt64 = 0x5EED_CA7A_1065
    var workDirectory = ""
    var corpus: String?
    var only: Set<String> = ["large", "scaling", "many", "corpus", "xliff"]
    var strict = false

    static let usage = """
        usage: Benchmarks/run audit [--runs N] [--keys N] [--only LIST] [--corpus DIR] [--tool PATH] [--strict]

          --runs N      runs of each case; medians are reported (default 3)
          --keys N      keys of the large catalog (default 200000: about 190 MB)
          --only LIST   some of large,scaling,many,corpus,xliff (default: all)
          --corpus DIR  the real catalogs (default: $XCSTRINGS_A11Y_CORPUS/real or ../shared/corpus/real)
          --tool PATH   the xcstrings-a11y binary (Benchmarks/run builds and passes the release one)
          --strict      exit with status 1 when a target is missed
        """

    init(parsing arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ option: String) throws -> String {
            guard let value = rest.popFirst() else { throw BenchmarkError("\(option) needs a value") }
            return value
        }
        func number(_ option: String) throws -> Int {
            guard let number = Int(try value(option)), number >= 1 else { throw BenchmarkError("\(option) needs a number ≥ 1") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--tool": tool = try value(argument)
            case "--runs": runs = try number(argument)
            case "--keys": keys = try number(argument)
            case "--work": workDirectory = try value(argument)
            case "--corpus": corpus = try value(argument)
            case "--only":
                only = Set(try value(argument).split(separator: ",").map(String.init))
                let unknown = only.subtracting(["large", "scaling", "many", "corpus", "xliff"])
                guard unknown.isEmpty else { throw BenchmarkError("unknown workload \(unknown.sorted().joined(separator: ","))") }
            case "--strict": strict = true
            case "-h", "--help": print(Self.usage); exit(0)
            default: throw BenchmarkError("unknown argument \(argument)")
            }
        }
        guard !tool.isEmpty, !workDirectory.isEmpty else { throw BenchmarkError("--tool and --work are required") }
    }
}

do {
    let options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
    var benchmark = AuditBenchmark(options: options)
    exit(try benchmark.run())
} catch {
    log("audit-benchmark: \(error)\n\n\(Options.usage)")
    exit(2)
}
