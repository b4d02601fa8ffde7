// source-benchmark: times reading the Swift sources of the corpus apps (lexing and recognising the
// accessibility calls) against `grep -rE` of the call names over the same files, in the same run.
// See Benchmarks/README.md. The `__scan` and `__read` children run one case each, so that every case
// is timed as its own process, as grep is.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "__scan":
    SourceWorkload.scan(folders: Array(arguments.dropFirst()), recognise: true)
case "__read":
    SourceWorkload.scan(folders: Array(arguments.dropFirst()), recognise: false)
default:
    do {
        let options = try SourceOptions(parsing: arguments)
        exit(try SourceBenchmark(options: options).run())
    } catch {
        FileHandle.standardError.write(Data("source-benchmark: \(error)\n".utf8))
        exit(2)
    }
}
