import ChildProcess
import Foundation

/// One command line to time.
struct Case {
    var id: String
    var arguments: [String]
    /// Exit statuses that count as a proper run (the tool exits 1 when it has findings).
    var okStatuses: Set<Int32> = [0]
}

/// The runs of one case.
struct CaseRuns {
    var id: String
    var runs: [ChildRun]
    var wall: Double { median(runs.map(\.seconds)) }
    var cpu: Double { median(runs.map(\.cpuSeconds)) }
    var peak: Int { runs.map(\.peakRSS).max() ?? 0 }
}

/// A ratio and, where the issue sets one, its target.
struct Ratio {
    var name: String
    var value: Double
    var target: String?
    var pass: Bool?
}

struct AuditBenchmark {
    let options: Options
    var lines: [String] = []
    var ratios: [Ratio] = []

    init(options: Options) { self.options = options }

    static var executable: String { Bundle.main.executablePath ?? CommandLine.arguments[0] }

    mutating func run() throws -> Int32 {
        let generator = (Self.executable as NSString).deletingLastPathComponent + "/reader-benchmark"
        let inputs = Inputs(workDirectory: options.workDirectory, generator: generator, seed: options.seed)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        lines.append("audit benchmark: \(options.tool)")
        lines.append("\(cores) cores, \(options.runs) runs of each case (medians; peak memory is the highest run)")

        if options.only.contains("large") {
            let input = try inputs.single(name: "large", keys: options.keys)
            let results = try measure(input, cases: standardCases(input))
            report(input, results)
            let audit = results["audit json"]!, python = results["python3 json.load"]!, cat = results["cat (floor)"]!
            addRatio("large: audit json / python3 parse (wall)", audit.wall / python.wall, target: "≤ 0.33", pass: audit.wall <= python.wall / 3)
            addRatio("large: audit json / python3 parse (CPU)", audit.cpu / python.cpu, target: nil, pass: nil)
            addRatio("large: audit json / cat (wall)", audit.wall / cat.wall, target: "≤ 8", pass: audit.wall <= 8 * cat.wall)
            let memory = Double(audit.peak) / Double(input.largestFile)
            addRatio("large: audit json peak memory / file size", memory, target: "< 2", pass: memory < 2)
            let textMemory = Double(results["audit text"]!.peak) / Double(input.largestFile)
            addRatio("large: audit text peak memory / file size", textMemory, target: "< 2", pass: textMemory < 2)
        }
        if options.only.contains("scaling") {
            lines.append("")
            lines.append("scaling: audit json on one generated catalog of 1, 10 and 100 MB")
            lines.append(row(["size", "keys", "wall", "CPU", "wall/MB", "CPU/MB", "peak"]))
            var perMB: [Double] = []
            for keys in [1_050, 10_500, 105_000] {
                let input = try inputs.single(name: "scaling", keys: keys)
                let audit = try measure(input, cases: [auditCase(input, format: "json")], quiet: true)["audit json"]!
                let mb = Double(input.totalBytes) / 1e6
                perMB.append(audit.cpu / mb)
                lines.append(row([fixed(mb, 1) + " MB", "\(keys)", fixed(audit.wall, 3) + " s", fixed(audit.cpu, 3) + " s",
                                  fixed(audit.wall / mb * 1000, 1) + " ms", fixed(audit.cpu / mb * 1000, 1) + " ms", megabytes(audit.peak)]))
            }
            let spread = perMB.max()! / perMB.min()!
            addRatio("scaling: highest / lowest CPU time per MB (1, 10, 100 MB)", spread, target: "≤ 1.3 (flat)", pass: spread <= 1.3)
        }
        if options.only.contains("many") {
            let input = try inputs.many(catalogs: 1_000, keys: 200, modules: 50)
            var cases = standardCases(input)
            cases.insert(auditCase(input, format: "json", jobs: 1), at: 1)
            let results = try measure(input, cases: cases)
            report(input, results)
            let all = results["audit json"]!, one = results["audit json --jobs 1"]!
            let python = results["python3 json.load"]!, cat = results["cat (floor)"]!
            addRatio("many: --jobs 1 / --jobs \(cores) (wall)", one.wall / all.wall, target: "≥ 1.7", pass: one.wall / all.wall >= 1.7)
            addRatio("many: audit json / python3 parse (wall)", all.wall / python.wall, target: nil, pass: nil)
            addRatio("many: audit json / cat (wall)", all.wall / cat.wall, target: nil, pass: nil)
            for format in ["json", "text"] {
                let same = try sameOutput(input, format: format)
                ratios.append(Ratio(name: "many: --format \(format) output of --jobs 1 and --jobs \(cores) byte-identical",
                                    value: same ? 1 : 0, target: "yes", pass: same))
            }
        }
        if options.only.contains("corpus") {
            guard let corpus = options.corpus ?? Self.defaultCorpus() else {
                throw BenchmarkError("no corpus: pass --corpus DIR or set XCSTRINGS_A11Y_CORPUS")
            }
            let input = try inputs.corpusCopies(corpus, times: 10)
            let results = try measure(input, cases: standardCases(input))
            report(input, results)
            let audit = results["audit json"]!, python = results["python3 json.load"]!, cat = results["cat (floor)"]!
            addRatio("corpus: audit json / python3 parse (wall)", audit.wall / python.wall, target: nil, pass: nil)
            addRatio("corpus: audit json / cat (wall)", audit.wall / cat.wall, target: nil, pass: nil)
        }

        if options.only.contains("xliff") { try measureXLIFFReader() }

        lines.append("")
        lines.append("ratios")
        for ratio in ratios {
            let verdict = ratio.pass.map { $0 ? "met" : "MISSED" } ?? ""
            let value = ratio.target == "yes" ? (ratio.value == 1 ? "yes" : "NO") : fixed(ratio.value, 2)
            lines.append("  " + pad(ratio.name, 66) + pad(value, 8, left: true) + "   " + pad(ratio.target ?? "", 14) + verdict)
        }
        print(lines.joined(separator: "\n"))
        return options.strict && ratios.contains { $0.pass == false } ? 1 : 0
    }

    // MARK: - Cases

    private func auditCase(_ input: Input, format: String, jobs: Int? = nil) -> Case {
        let jobArguments = jobs.map { ["--jobs", String($0)] } ?? []
        return Case(id: "audit \(format)" + (jobs.map { " --jobs \($0)" } ?? ""),
                    arguments: [options.tool, "check", "--all-strings", "--format", format] + jobArguments + input.toolPaths,
                    okStatuses: [0, 1])
    }

    private func standardCases(_ input: Input) -> [Case] {
        [
            auditCase(input, format: "json"),
            auditCase(input, format: "text"),
            Case(id: "python3 json.load", arguments: [
                "python3", "-c", "import json, sys\nfor path in sys.argv[1:]: json.load(open(path, encoding='utf-8-sig'))",
            ] + input.files),
            Case(id: "cat (floor)", arguments: ["cat"] + input.files),
        ]
    }

    /// Runs every case `runs` times, interleaved, after one `cat` that warms the page cache.
    private mutating func measure(_ input: Input, cases: [Case], quiet: Bool = false) throws -> [String: CaseRuns] {
        log("\(input.name): \(input.files.count) files, \(megabytes(input.totalBytes))")
        _ = try ChildProcess.run(["cat"] + input.files, output: .discard)
        var results: [String: CaseRuns] = [:]
        for round in 1...options.runs {
            for benchmarkCase in cases {
                let run = try ChildProcess.run(benchmarkCase.arguments, output: .discard)
                guard benchmarkCase.okStatuses.contains(run.status) else {
                    throw BenchmarkError("\(input.name): \(benchmarkCase.id) exited with status \(run.status)")
                }
                results[benchmarkCase.id, default: CaseRuns(id: benchmarkCase.id, runs: [])].runs.append(run)
                log("  run \(round)/\(options.runs) " + pad(benchmarkCase.id, 22) + pad(fixed(run.seconds, 3), 9, left: true)
                    + " s wall " + pad(fixed(run.cpuSeconds, 3), 9, left: true) + " s CPU " + pad(megabytes(run.peakRSS), 10, left: true) + " peak")
            }
        }
        if !quiet { order = cases.map(\.id) }
        return results
    }

    private var order: [String] = []

    private mutating func report(_ input: Input, _ results: [String: CaseRuns]) {
        lines.append("")
        lines.append("\(input.name): \(input.files.count) catalog\(input.files.count == 1 ? "" : "s"), \(megabytes(input.totalBytes)) in all, largest \(megabytes(input.largestFile))")
        lines.append(row(["case", "wall", "MB/s", "CPU", "peak RSS", "peak/largest"]))
        for id in order {
            guard let result = results[id] else { continue }
            lines.append(row([id, fixed(result.wall, 3) + " s", fixed(Double(input.totalBytes) / 1e6 / result.wall, 1),
                              fixed(result.cpu, 3) + " s", megabytes(result.peak), fixed(Double(result.peak) / Double(input.largestFile), 2) + "×"]))
        }
    }

    /// Whether `--jobs 1` and the default number of jobs print the same bytes.
    private func sameOutput(_ input: Input, format: String) throws -> Bool {
        let one = "\(options.workDirectory)/out-jobs1.\(format)", all = "\(options.workDirectory)/out-jobsN.\(format)"
        _ = try ChildProcess.run(auditCase(input, format: format, jobs: 1).arguments, output: .file(one))
        _ = try ChildProcess.run(auditCase(input, format: format).arguments, output: .file(all))
        let same = try ChildProcess.run(["cmp", "-s", one, all], output: .discard).status == 0
        try? FileManager.default.removeItem(atPath: one)
        try? FileManager.default.removeItem(atPath: all)
        return same
    }

    mutating func addRatio(_ name: String, _ value: Double, target: String?, pass: Bool?) {
        ratios.append(Ratio(name: name, value: value, target: target, pass: pass))
    }

    static func defaultCorpus() -> String? {
        let environment = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_CORPUS"]
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for candidate in [environment.map { $0 + "/real" }, here.appendingPathComponent("shared/corpus/real").path].compactMap({ $0 }) {
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }
}

// MARK: - Formatting

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 1) + " MB" }

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}

func row(_ cells: [String]) -> String {
    "  " + pad(cells[0], 24) + cells.dropFirst().map { pad($0, 13, left: true) }.joined()
}
