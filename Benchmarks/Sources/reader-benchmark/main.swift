// reader-benchmark: times CatalogKitLite's reader against Foundation's JSONDecoder, Python's json
// module and `cat` on one large generated String Catalog. See Benchmarks/README.md.
//
// The same binary is also the child process of each measurement: the hidden subcommands below
// (`__ours`, `__ours-threads`, `__bytes`, `__jsondecoder`, `__generate`, `__idle`) run one workload each, so that every case gets
// a fresh process whose peak memory the parent can read from `wait4`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "__ours":
    Workloads.ours(path: arguments[1], validate: arguments.contains("--validate"))
case "__ours-threads":
    Workloads.ours(path: arguments[1], validate: arguments.contains("--validate"), jobs: ProcessInfo.processInfo.activeProcessorCount)
case "__bytes":
    Workloads.bytes(path: arguments[1])
case "__jsondecoder":
    Workloads.jsonDecoder(path: arguments[1], validate: arguments.contains("--validate"))
case "__generate":
    Workloads.generate(arguments: Array(arguments.dropFirst()))
case "__idle":
    Workloads.idle()
default:
    do {
        let options = try Options(parsing: arguments)
        if options.showHelp {
            print(Options.usage)
            exit(0)
        }
        exit(Benchmark(options: options).run())
    } catch {
        FileHandle.standardError.write(Data("reader-benchmark: \(error)\n\n\(Options.usage)\n".utf8))
        exit(2)
    }
}
