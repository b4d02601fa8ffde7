import CatalogKitLite
import Foundation

/// What the child processes run. Each prints `name=value` lines for the parent and exits.
///
/// The timed workloads end with `exit` while their result is still alive, on purpose: a command-line
/// tool exits without tearing down its model, and freeing a few million objects would otherwise be
/// part of the time (for both readers alike).
enum Workloads {
    /// Case (a): `CatalogReader.read(path:)`, file reading included; with `jobs`, the strings
    /// decoded in pieces on that many threads. With `validate`, also counts the string units and
    /// diagnostics (not part of the timed runs).
    static func ours(path: String, validate: Bool, jobs: Int = 1) -> Never {
        let result = CatalogReader.read(path: path, jobs: jobs)
        return withExtendedLifetime(result) {
            guard let catalog = result.catalog else {
                fail(result.diagnostics.first.map { "\($0)" } ?? "no catalog")
            }
            var report = "entries=\(catalog.entries.count)\n"
            if validate {
                let units = catalog.entries.reduce(0) { total, entry in
                    total + entry.localizations.reduce(0) { $0 + $1.content.stringUnits().count }
                }
                let errors = result.diagnostics.filter { $0.severity == .error }.count
                report += "stringUnits=\(units)\nerrors=\(errors)\ndiagnostics=\(result.diagnostics.count)\n"
                if let first = result.diagnostics.first { report += "firstDiagnostic=\(first)\n" }
            }
            finish(report)
        }
    }

    /// The first step of case (a) alone: `FileBytes.read(path:)`, to show how much of (a) is I/O and
    /// how much memory the bytes take.
    static func bytes(path: String) -> Never {
        do {
            let bytes = try FileBytes.read(path: path)
            return withExtendedLifetime(bytes) { finish("bytes=\(bytes.count)\n") }
        } catch {
            fail("\(error)")
        }
    }

    /// Case (b): Foundation's `JSONDecoder` into ``CodableCatalog``, file reading included.
    static func jsonDecoder(path: String, validate: Bool) -> Never {
        let catalog: CodableCatalog
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            catalog = try JSONDecoder().decode(CodableCatalog.self, from: data)
        } catch {
            fail("\(error)")
        }
        return withExtendedLifetime(catalog) {
            var report = "entries=\(catalog.strings.count)\n"
            if validate { report += "stringUnits=\(catalog.stringUnitCount)\n" }
            finish(report)
        }
    }

    /// Writes a catalog (in its own process, so that the parent's peak memory, which Linux passes on
    /// to every child it starts, stays that of a small process). Arguments: `PATH KEYS SEED`.
    static func generate(arguments: [String]) -> Never {
        guard arguments.count == 3, let keys = Int(arguments[1]), let seed = UInt64(arguments[2]) else {
            fail("usage: __generate PATH KEYS SEED")
        }
        do {
            let counts = try CatalogGenerator(keyCount: keys, seed: seed).write(to: arguments[0])
            finish("keys=\(counts.keys)\nstringUnits=\(counts.stringUnits)\nbytes=\(counts.bytes)\n")
        } catch {
            fail("\(error)")
        }
    }

    /// Does nothing: the memory of a bare process of this binary, for comparison.
    static func idle() -> Never { finish("") }

    private static func finish(_ report: String) -> Never {
        FileHandle.standardOutput.write(Data(report.utf8))
        exit(0)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("reader-benchmark child: \(message)\n".utf8))
        exit(1)
    }
}
