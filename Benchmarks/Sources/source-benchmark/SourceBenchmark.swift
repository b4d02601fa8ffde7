import ChildProcess
import Foundation

/// The benchmark's options.
struct SourceOptions {
    var runs = 5
    var corpus: String?
    var strict = false
    /// Time the projects and the code with their build conditions, over every app with a project.
    var projects = false

    static let apps = ["Dimillian__IceCubesApp", "coteditor__CotEditor", "Ranchero-Software__NetNewsWire"]

    static let usage = """
        usage: Benchmarks/run sources [--runs N] [--corpus DIR] [--strict]
               Benchmarks/run projects [--runs N] [--corpus DIR] [--strict]

          --runs N      runs of each case; medians are reported (default 5)
          --corpus DIR  the real corpus (default: $XCSTRINGS_A11Y_CORPUS/real or ../shared/corpus/real)
          --strict      exit with status 1 when a target is missed
        """

    init(parsing arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--runs":
                guard let value = rest.popFirst(), let number = Int(value), number >= 1 else { throw SourceBenchmarkError("--runs needs a number ≥ 1") }
                runs = number
            case "--corpus":
                guard let value = rest.popFirst() else { throw SourceBenchmarkError("--corpus needs a folder") }
                corpus = value
            case "--strict": strict = true
            case "--projects": projects = true
            case "-h", "--help": print(Self.usage); exit(0)
            default: throw SourceBenchmarkError("unknown argument \(argument)")
            }
        }
    }
}

struct SourceBenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Times three cases as child processes, interleaved round by round after one untimed warm-up of
/// each (which also fills the page cache): ours (read + lex + recognise), ours reading only, and
/// `grep -rE` of the call names over the same folders, limited to `*.swift`.
struct SourceBenchmark {
    var options: SourceOptions

    /// The names of the recognised forms, as a plain search would look for them.
    static let pattern = #"\.(accessibility(Label|Hint|Value|InputLabels|Action|CustomContent|Rotor)?|help)\(|accessibility(Label|Hint|Value|UserInputLabels) *=|setAccessibility(Label|Help|Value|Title)\(|(UI|NS)Accessibility\.post\(|AccessibilityNotification\.Announcement\(|(UI|NS)AccessibilityCustom(Action|Rotor)\(|(Button|Toggle|Label|Link|Menu|Picker|Stepper|TextField|SecureField|DatePicker|MultiDatePicker|ColorPicker|NavigationLink|ShareLink|ProgressView|DisclosureGroup|LabeledContent|Image)\("#

    static var executable: String { Bundle.main.executablePath ?? CommandLine.arguments[0] }

    func corpusFolder() throws -> String {
        if let corpus = options.corpus { return corpus }
        if let environment = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_CORPUS"] { return environment + "/real" }
        // The repository is the folder above the one holding Benchmarks/Package.swift; the corpus is
        // `../shared/corpus/real` beside it.
        var folder = URL(fileURLWithPath: Self.executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Benchmarks/Package.swift").path) {
                let candidate = folder.appendingPathComponent("../shared/corpus/real").standardizedFileURL.path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
                break
            }
            folder.deleteLastPathComponent()
        }
        throw SourceBenchmarkError("no corpus: set XCSTRINGS_A11Y_CORPUS or give --corpus DIR")
    }

    func run() throws -> Int32 {
        if options.projects { return try runProjects() }
        let corpus = try corpusFolder()
        let folders = SourceOptions.apps.map { corpus + "/" + $0 }
        let cases: [(name: String, arguments: [String])] = [
            ("ours: read, lex, recognise", [Self.executable, "__scan"] + folders),
            ("ours: read only", [Self.executable, "__read"] + folders),
            ("grep -rE (names of the forms)", ["grep", "-rEn", "--include=*.swift", Self.pattern] + folders),
        ]
        // Warm-up, and the checks: every file read, none failing.
        let check = try ChildProcess.run(cases[0].arguments)
        let values = check.values
        guard check.status == 0, values["errors"] == "0", let files = Int(values["files"] ?? ""), let bytes = Int(values["bytes"] ?? ""), files > 0 else {
            throw SourceBenchmarkError("the scan failed: \(check.output)")
        }
        for (_, arguments) in cases.dropFirst() { _ = try ChildProcess.run(arguments, output: .discard) }
        let runs = try rounds(of: cases.map(\.arguments))
        let megabytes = Double(bytes) / 1_000_000
        print("Swift sources of \(SourceOptions.apps.count) apps: \(files) files, \(String(format: "%.2f", megabytes)) MB, \(values["uses"] ?? "?") uses; \(options.runs) runs, medians; one thread")
        print("case                              wall ms   CPU ms   MB/s (CPU)")
        var medians: [(wall: Double, cpu: Double)] = []
        for (index, (name, _)) in cases.enumerated() {
            let wall = median(runs[index].map(\.seconds))
            let cpu = median(runs[index].map(\.cpuSeconds))
            medians.append((wall, cpu))
            print(name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%9.1f %8.1f %10.1f", wall * 1000, cpu * 1000, megabytes / cpu))
        }
        let wallRatio = medians[0].wall / medians[2].wall
        let cpuRatio = medians[0].cpu / medians[2].cpu
        let speed = megabytes / medians[0].cpu
        print(String(format: "ours / grep: %.2f× wall, %.2f× CPU (target ≤ 3×)", wallRatio, cpuRatio))
        print(String(format: "ours: %.1f MB/s per core (target ≥ 50)", speed))
        let nesting = try nestingCase()
        let met = wallRatio <= 3 && speed >= 50 && nesting
        print(met ? "targets met" : "a target is missed")
        return options.strict && !met ? 1 : 0
    }

    /// Deep nesting (issue 29): the files of ``NestingWorkload``, read as one module, timed as the
    /// corpus is. Time and memory must be linear in the file: the case meets its target when it
    /// reads at least half as many MB/s as the corpus floor (25) and its peak memory stays under
    /// 100 MB above that of an empty run, where a quadratic reader took gigabytes.
    func nestingCase() throws -> Bool {
        let (folder, bytes) = try NestingWorkload.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scan = [Self.executable, "__scan", folder]
        let check = try ChildProcess.run(scan)
        guard check.status == 0, check.values["errors"] == "0" else { throw SourceBenchmarkError("the nesting scan failed: \(check.output)") }
        let empty = try ChildProcess.run([Self.executable, "__read"], output: .discard)
        var runs: [ChildRun] = []
        for _ in 0..<options.runs { runs.append(try ChildProcess.run(scan, output: .discard)) }
        let megabytes = Double(bytes) / 1_000_000
        let cpu = median(runs.map(\.cpuSeconds))
        let peak = runs.map(\.peakRSS).max() ?? 0
        let extra = Double(peak - empty.peakRSS) / 1_000_000
        print(String(format: "deep nesting: %d files of %d levels, %.2f MB, %@ uses: %.1f ms CPU, %.1f MB/s, peak %.1f MB (%.1f MB above an empty run)",
                     NestingWorkload.files().count, NestingWorkload.depth, megabytes, check.values["uses"] ?? "?", cpu * 1000, megabytes / cpu,
                     Double(peak) / 1_000_000, extra))
        return megabytes / cpu >= 25 && extra < 100
    }

    /// The project benchmark: the projects alone, the projects with the code and its build
    /// conditions, and the code alone, over every corpus app with an Xcode project.
    func runProjects() throws -> Int32 {
        let corpus = try corpusFolder()
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted()
            .map { corpus + "/" + $0 }
            .filter { !ProjectWorkload.xcodeprojs(under: $0).isEmpty }
        let cases: [(name: String, arguments: [String])] = [
            ("ours: projects", [Self.executable, "__projects"] + folders),
            ("ours: projects and code", [Self.executable, "__projects-and-code"] + folders),
            ("ours: code only", [Self.executable, "__scan"] + folders),
        ]
        var checked: [[String: String]] = []
        for (_, arguments) in cases {
            let run = try ChildProcess.run(arguments)
            guard run.status == 0, run.values["errors"] == "0" else { throw SourceBenchmarkError("\(arguments[1]) failed: \(run.output)") }
            checked.append(run.values)
        }
        // The same child with nothing to read: its start (loading the libraries, ~3 ms) is no reading,
        // and would be a sixth of the projects' 20 ms; its median CPU time is taken off each case.
        let start = [Self.executable, "__projects"]
        let runs = try rounds(of: cases.map(\.arguments) + [start])
        let startCPU = median(runs[cases.count].map(\.cpuSeconds))
        let code = checked[1]
        print("Projects of \(folders.count) apps: \(code["projects"] ?? "?") projects, \(code["targets"] ?? "?") targets; \(code["files"] ?? "?") Swift files, \(code["uses"] ?? "?") uses audited, \(code["skipped"] ?? "?") not shipped; \(options.runs) runs, medians; one thread")
        print(String(format: "process start, taken off each case's CPU time: %.1f ms", startCPU * 1000))
        print("case                              MB     wall ms   CPU ms   MB/s (CPU)")
        var speeds: [Double] = []
        for (index, (name, _)) in cases.enumerated() {
            let megabytes = Double(checked[index]["bytes"].flatMap(Int.init) ?? 0) / 1_000_000
            let wall = median(runs[index].map(\.seconds))
            let cpu = max(median(runs[index].map(\.cpuSeconds)) - startCPU, 1e-6)
            speeds.append(megabytes / cpu)
            print(name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%6.2f %9.1f %8.1f %10.1f", megabytes, wall * 1000, cpu * 1000, megabytes / cpu))
        }
        print(String(format: "ours, projects and code: %.1f MB/s per core (target ≥ 50)", speeds[1]))
        let met = speeds[1] >= 50 && speeds[0] >= 50
        print(met ? "target met" : "a target is missed")
        return options.strict && !met ? 1 : 0
    }

    /// The timed runs of each case, round by round (the cases interleaved), output discarded.
    func rounds(of cases: [[String]]) throws -> [[ChildRun]] {
        var runs = [[ChildRun]](repeating: [], count: cases.count)
        for _ in 0..<options.runs {
            for (index, arguments) in cases.enumerated() {
                let run = try ChildProcess.run(arguments, output: .discard)
                guard run.status == 0 else { throw SourceBenchmarkError("\(arguments.prefix(2).joined(separator: " ")) exited with \(run.status)") }
                runs[index].append(run)
            }
        }
        return runs
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
