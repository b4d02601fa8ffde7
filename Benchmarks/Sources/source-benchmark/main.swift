// source-benchmark: times reading the Swift sources of the corpus apps (lexing and recognising the
// accessibility calls) against `grep -rE` of the call names over the same files, in the same run;
// with `--projects`, reading the Xcode projects of the twelve corpus apps that have one, and their
// code with the targets and build conditions of each call. See Benchmarks/README.md. The `__…`
// children run one case each, so that every case is timed as its own process, as grep is.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "__scan":
    SourceWorkload.scan(folders: Array(arguments.dropFirst()), recognise: true)
case "__read":
    SourceWorkload.scan(folders: Array(arguments.dropFirst()), recognise: false)
case "__projects":
    ProjectWorkload.read(folders: Array(arguments.dropFirst()), code: false)
case "__projects-and-code":
    ProjectWorkload.read(folders: Array(arguments.dropFirst()), code: true)
default:
    do {
        let options = try SourceOptions(parsing: arguments)
        exit(try SourceBenchmark(options: options).run())
    } catch {
        FileHandle.standardError.write(Data("source-benchmark: \(error)\n".utf8))
        exit(2)
    }
}
