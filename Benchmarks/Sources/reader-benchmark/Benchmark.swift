import ChildProcess
import Foundation

/// The benchmark run: makes (or reuses) the catalog, checks that both Swift readers read it all, times
/// every case in its own child process, and reports.
struct Benchmark {
    /// Bump when the generator's output changes, so that old files in `work/` are not reused.
    static let generatorVersion = 1

    let options: Options

    /// One thing to time: a command line and how to check its run.
    struct Case {
        var id: String
        var label: String
        var arguments: [String]
        /// The `name=value` lines every run must print (python3 and cat print nothing).
        var expected: [String: String] = [:]
        /// Whether the case takes `--validate` for an untimed, fully counted run first.
        var validates = false
        var discardOutput = false
    }

    /// Runs everything; returns the exit status.
    func run() -> Int32 {
        do {
            let (path, counts) = try prepareCatalog()
            let cases = makeCases(path: path, counts: counts)
            let validation = try validate(cases, counts: counts)
            // Warm the page cache, so that no case pays for the disk.
            _ = try ChildProcess.run(["cat", path], output: .discard)
            let idle = try ChildProcess.run([Self.executable, "__idle"])
            var runs: [String: [ChildRun]] = [:]
            for round in 1...options.runs {
                for benchmarkCase in cases {
                    let run = try ChildProcess.run(benchmarkCase.arguments, output: benchmarkCase.discardOutput ? .discard : .capture)
                    try check(run, of: benchmarkCase)
                    runs[benchmarkCase.id, default: []].append(run)
                    log("run \(round)/\(options.runs)  " + pad(benchmarkCase.id, 12) + pad(format(run.seconds, 3), 9, left: true)
                        + " s " + pad(format(Double(run.peakRSS) / 1e6, 1), 9, left: true) + " MB peak")
                }
            }
            let report = Report(
                path: path, counts: counts, runCount: options.runs, validation: validation,
                floorRSS: ChildProcess.floorRSS, idleRSS: idle.peakRSS,
                cases: cases.map { CaseResult(id: $0.id, label: $0.label, runs: runs[$0.id]!, fileBytes: counts.bytes) })
            if options.json {
                print(report.json)
            } else {
                print(report.table)
            }
            return options.strict && report.ratios.contains { $0.pass == false } ? 1 : 0
        } catch {
            FileHandle.standardError.write(Data("reader-benchmark: \(error)\n".utf8))
            return 1
        }
    }

    /// This binary, which the cases of our own readers run again with a hidden subcommand.
    static var executable: String { Bundle.main.executablePath ?? CommandLine.arguments[0] }

    private func makeCases(path: String, counts: GeneratedCounts) -> [Case] {
        let entries = ["entries": String(counts.keys)]
        let cases = [
            Case(id: "ours", label: "ours: CatalogReader.read", arguments: [Self.executable, "__ours", path],
                 expected: entries, validates: true),
            // Not one of the four cases: "ours" with the strings decoded in pieces on every core.
            Case(id: "ours-threads", label: "  ours on \(ProcessInfo.processInfo.activeProcessorCount) threads: read(path:jobs:)",
                 arguments: [Self.executable, "__ours-threads", path], expected: entries, validates: true),
            // Not one of the four cases: the file-reading step of "ours" alone, to split its time and memory.
            Case(id: "bytes", label: "  of ours: FileBytes.read", arguments: [Self.executable, "__bytes", path],
                 expected: ["bytes": String(counts.bytes)]),
            Case(id: "jsondecoder", label: "Foundation JSONDecoder", arguments: [Self.executable, "__jsondecoder", path],
                 expected: entries, validates: true),
            Case(id: "python", label: "python3 json.load", arguments: [
                "python3", "-c", #"import json,sys; json.load(open(sys.argv[1], encoding="utf-8"))"#, path,
            ]),
            Case(id: "cat", label: "cat > /dev/null (floor)", arguments: ["cat", path], discardOutput: true),
        ]
        // A machine without python3 still gets the other cases (and no python ratio).
        guard !Self.isInPath("python3") else { return cases }
        log("python3 not found in PATH: that case is skipped")
        return cases.filter { $0.id != "python" }
    }

    private static func isInPath(_ program: String) -> Bool {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// Returns the catalog for the options, generating it unless `work/` has it already.
    private func prepareCatalog() throws -> (path: String, counts: GeneratedCounts) {
        let name = "catalog-k\(options.keys)-s\(options.seed)-g\(Self.generatorVersion)"
        let directory = URL(fileURLWithPath: options.workDirectory)
        let catalog = directory.appendingPathComponent(name + ".xcstrings")
        let countsFile = directory.appendingPathComponent(name + ".counts.json")
        if let data = try? Data(contentsOf: countsFile),
           let counts = try? JSONDecoder().decode(GeneratedCounts.self, from: data),
           let size = try? FileManager.default.attributesOfItem(atPath: catalog.path)[.size] as? Int,
           size == counts.bytes {
            log("reusing \(catalog.path)")
            return (catalog.path, counts)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        log("generating \(catalog.path) (\(options.keys) keys) ...")
        // Written under another name and renamed at the end, so an interrupted run leaves nothing to reuse.
        let partial = catalog.path + ".partial"
        let run = try ChildProcess.run([Self.executable, "__generate", partial, String(options.keys), String(options.seed)])
        guard run.status == 0, let keys = run.values["keys"].flatMap(Int.init),
              let units = run.values["stringUnits"].flatMap(Int.init), let bytes = run.values["bytes"].flatMap(Int.init) else {
            throw UsageError("generating the catalog failed (status \(run.status))")
        }
        let counts = GeneratedCounts(keys: keys, stringUnits: units, bytes: bytes)
        try? FileManager.default.removeItem(at: catalog)
        try FileManager.default.moveItem(atPath: partial, toPath: catalog.path)
        try JSONEncoder().encode(counts).write(to: countsFile)
        log(String(format: "generated in %.1f s: %.1f MB", run.seconds, Double(bytes) / 1e6))
        return (catalog.path, counts)
    }

    /// Runs both Swift readers once, untimed, with full counting, and fails unless each read every
    /// key and every string unit: a benchmark must not time a reader that gave up early.
    private func validate(_ cases: [Case], counts: GeneratedCounts) throws -> [String: String] {
        var summary: [String: String] = [:]
        for benchmarkCase in cases where benchmarkCase.validates {
            let run = try ChildProcess.run(benchmarkCase.arguments + ["--validate"])
            let values = run.values
            guard run.status == 0, values["entries"] == String(counts.keys),
                  values["stringUnits"] == String(counts.stringUnits), values["errors"] ?? "0" == "0" else {
                throw UsageError("""
                    \(benchmarkCase.label) did not read the catalog completely: expected \(counts.keys) entries \
                    and \(counts.stringUnits) string units, got status \(run.status) and \(values)
                    """)
            }
            summary[benchmarkCase.id] = "\(values["entries"]!) entries, \(values["stringUnits"]!) string units"
                + (values["diagnostics"].map { ", \($0) diagnostics" } ?? "")
        }
        return summary
    }

    /// Fails when a timed run did not finish properly or read less than the catalog has.
    private func check(_ run: ChildRun, of benchmarkCase: Case) throws {
        guard run.status == 0 else { throw UsageError("\(benchmarkCase.label) exited with status \(run.status)") }
        let values = run.values
        for (name, value) in benchmarkCase.expected where values[name] != value {
            throw UsageError("\(benchmarkCase.label) printed \(name)=\(values[name] ?? "nothing") instead of \(value)")
        }
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
