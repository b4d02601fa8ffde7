import ChildProcess
import Foundation

/// The instruction guard: runs the audit of a generated catalog under callgrind, on one thread, and
/// reports the instructions per string of each stage (reading, roles, catalog checks, speech rules
/// rule by rule, reporting), so that a change that makes every string slower shows in review.
///
/// Instruction counts are the same from run to run on one machine and toolchain, however busy the
/// machine is, unlike times. With `--baseline FILE` the figures are compared with a saved run, and
/// the guard fails (exit 1) when a stage grows by more than `--max-growth` percent.
struct InstructionGuard {
    struct Options {
        var tool = ""
        var workDirectory = ""
        var keys = 1_050
        var seed: UInt64 = 0x5EED_CA7A_1065
        var baseline: String?
        var writeBaseline: String?
        var maximumGrowth = 3.0

        static let usage = """
            usage: Benchmarks/run guard [--keys N] [--baseline FILE] [--write-baseline FILE] [--max-growth PERCENT] [--tool PATH]

              --keys N              keys of the generated catalog (default 1050: about 1 MB; callgrind runs it in about a minute)
              --baseline FILE       compare with a saved run and exit 1 when a stage, a check or a rule grows by more
                                    than --max-growth percent (and by at least 100 instructions per string)
              --write-baseline FILE save this run's figures as a baseline
              --max-growth PERCENT  default 3
              --tool PATH           the xcstrings-a11y binary (Benchmarks/run builds and passes the release one)
            """

        init(parsing arguments: [String]) throws {
            var rest = arguments[...]
            func value(_ option: String) throws -> String {
                guard let value = rest.popFirst() else { throw BenchmarkError("\(option) needs a value") }
                return value
            }
            while let argument = rest.popFirst() {
                switch argument {
                case "--tool": tool = try value(argument)
                case "--work": workDirectory = try value(argument)
                case "--keys":
                    guard let number = Int(try value(argument)), number >= 1 else { throw BenchmarkError("--keys needs a number ≥ 1") }
                    keys = number
                case "--baseline": baseline = try value(argument)
                case "--write-baseline": writeBaseline = try value(argument)
                case "--max-growth":
                    guard let number = Double(try value(argument)), number >= 0 else { throw BenchmarkError("--max-growth needs a percentage") }
                    maximumGrowth = number
                case "-h", "--help": print(Self.usage); exit(0)
                default: throw BenchmarkError("unknown argument \(argument)")
                }
            }
            guard !tool.isEmpty, !workDirectory.isEmpty else { throw BenchmarkError("--tool and --work are required") }
        }
    }

    /// One line of the report: instructions in all, and per string or per text.
    struct Figure: Codable {
        var name: String
        var instructions: Int
        /// What the figure is divided by: every audited string, the texts the speech rules read, or
        /// the texts one rule ran on.
        var count: Int
        var perUnit: Double { count > 0 ? Double(instructions) / Double(count) : 0 }
    }

    /// What a run measured, as saved for `--baseline`.
    struct Measurement: Codable {
        var catalog: String
        var strings: Int
        var texts: Int
        var total: Int
        var stages: [Figure]
        var checks: [Figure]
        var speech: [Figure]
        var rules: [Figure]
    }

    let options: Options

    func run() throws -> Int32 {
        let generator = (AuditBenchmark.executable as NSString).deletingLastPathComponent + "/reader-benchmark"
        let inputs = Inputs(workDirectory: options.workDirectory, generator: generator, seed: options.seed)
        let input = try inputs.single(name: "guard", keys: options.keys)
        let profilePath = "\(options.workDirectory)/guard-k\(options.keys).callgrind"
        let reportPath = "\(options.workDirectory)/guard-k\(options.keys).json"
        log("guard: callgrind on \(input.toolPaths[0]) (\(megabytes(input.totalBytes)); about a minute per MB) ...")
        let valgrind = try ChildProcess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(profilePath)", options.tool, "check", "--all-strings", "--format", "json",
             "--jobs", "1"] + input.toolPaths, output: .file(reportPath))
        guard valgrind.status == 0 || valgrind.status == 1 else {
            throw BenchmarkError("valgrind exited with status \(valgrind.status) (is valgrind installed?)")
        }
        let strings = try Self.auditedStrings(reportPath)
        let measurement = try measure(CallgrindProfile(path: profilePath), catalog: (input.files[0] as NSString).lastPathComponent, strings: strings)
        print(report(measurement))
        if let path = options.writeBaseline {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(measurement).write(to: URL(fileURLWithPath: path))
            log("baseline written to \(path)")
        }
        guard let path = options.baseline else { return 0 }
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchmarkError("cannot read \(path)") }
        let baseline = try JSONDecoder().decode(Measurement.self, from: data)
        let (lines, grown) = compare(measurement, with: baseline)
        print(lines.joined(separator: "\n"))
        return grown ? 1 : 0
    }

    /// The strings the audit checked, from its JSON report (every key, with `--all-strings`).
    static func auditedStrings(_ reportPath: String) throws -> Int {
        guard let data = FileManager.default.contents(atPath: reportPath),
              let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let summary = report["summary"] as? [String: Any], let strings = summary["accessibilityStrings"] as? Int
        else { throw BenchmarkError("no summary in \(reportPath)") }
        return strings
    }

    // MARK: - Stages

    /// The stages, found by the functions that run them (demangled names), each counted where it is
    /// entered from outside: a stage's instructions are everything its functions and their callees ran.
    func measure(_ profile: CallgrindProfile, catalog: String, strings: Int) throws -> Measurement {
        let names = Array(Set(profile.calls.flatMap { [$0.caller, $0.callee] }))
        let readable = try Demangler.demangle(names, workDirectory: options.workDirectory)
        let calls = profile.calls.map { call in
            CallgrindProfile.Call(caller: readable[call.caller] ?? call.caller, callee: readable[call.callee] ?? call.callee,
                                  count: call.count, instructions: call.instructions)
        }
        /// The instructions and calls of the functions `matches` names, entered from other functions.
        func entered(_ matches: (String) -> Bool) -> (instructions: Int, calls: Int) {
            calls.reduce(into: (0, 0)) { sum, call in
                guard matches(call.callee), !matches(call.caller) else { return }
                sum.0 += call.instructions
                sum.1 += call.count
            }
        }
        /// The callees of the functions `caller` names, each with its instructions and calls.
        func callees(of caller: (String) -> Bool) -> [String: (instructions: Int, calls: Int)] {
            calls.reduce(into: [:]) { result, call in
                guard caller(call.caller), !caller(call.callee) else { return }
                result[call.callee, default: (0, 0)].instructions += call.instructions
                result[call.callee, default: (0, 0)].calls += call.count
            }
        }
        let isReading = { (name: String) in name.contains("CatalogReader.read(path:") }
        let isRoles = { (name: String) in
            name.contains("AccessibilityAudit.auditedStrings(of:") || name.contains("AccessibilityAudit.companions(of:in:)")
        }
        let isCheck = { (name: String) in name.contains("(@guaranteed CatalogEntry, @guaranteed CatalogCheckContext) -> (@owned [Finding])") }
        let isSpeech = { (name: String) in name.contains("in static SpeechRule.textRules") }
        let isTargets = { (name: String) in name.contains("CatalogAudit.textTargets(") || name.contains("CatalogAudit.makeFindings(") }
        let isAuditLoop = { (name: String) in name.contains("CatalogAudit.run(jobs:)") }
        let isCoverage = { (name: String) in name.contains("LanguageCoverage.count(") }
        let isCheckCommand = { (name: String) in name.contains("CheckCommand.run(_:context:)") }

        let reading = entered(isReading), roles = entered(isRoles), checks = entered(isCheck), speech = entered(isSpeech)
        let targets = entered(isTargets), loop = entered(isAuditLoop), coverage = entered(isCoverage)
        let reporting = callees(of: isCheckCommand).filter { !$0.key.contains("AuditPipeline") }.values.reduce(0) { $0 + $1.instructions }
        let isSpeechCheck = { (name: String) in name.contains("SpeechRule.check(_:rules:catalogWide:)") }
        let texts = entered(isSpeechCheck).calls
        // Coverage is counted with each slice of the audit, inside its loop.
        let loopOwn = loop.instructions - checks.instructions - speech.instructions - targets.instructions - coverage.instructions
        let total = profile.total
        var stages = [
            Figure(name: "reading", instructions: reading.instructions, count: strings),
            Figure(name: "roles (classifying keys, pairing)", instructions: roles.instructions, count: strings),
            Figure(name: "catalog checks", instructions: checks.instructions, count: strings),
            Figure(name: "speech rules (all texts)", instructions: speech.instructions, count: strings),
            Figure(name: "texts for the speech rules, findings placed", instructions: targets.instructions, count: strings),
            Figure(name: "audit loop (contexts, suppressions, sorting)", instructions: loopOwn, count: strings),
            Figure(name: "coverage", instructions: coverage.instructions, count: strings),
            Figure(name: "reporting (json)", instructions: reporting, count: strings),
        ]
        let measured = stages.reduce(0) { $0 + $1.instructions }
        stages.append(Figure(name: "start-up, discovery and the rest", instructions: total - measured, count: strings))

        // A check is the closure of its rule type's `rule` (`static EmptyTranslationRule.rule`).
        let checkFigures = callees(of: isCheck).compactMap { callee, cost -> Figure? in
            guard let name = Self.suffix(of: callee, after: "static "), name.hasSuffix("Rule.rule") else { return nil }
            return Figure(name: Self.ruleID(String(name.dropLast("Rule.rule".count))), instructions: cost.instructions, count: strings)
        }
        let tokenizing = entered { $0.contains("SpeechTokenizer.tokenize(") }
        let fragments = entered { $0.contains("TextFragment.detect(") }
        let isEngine = { (name: String) in name.contains("SpeechEngine.run(_:on:)") }
        let engine = entered(isEngine)
        let notes = callees(of: isSpeechCheck).filter { $0.key.contains("catalogWideRule") }.values.reduce(0) { $0 + $1.instructions }
        let speechFigures = [
            Figure(name: "tokenizing", instructions: tokenizing.instructions, count: texts),
            Figure(name: "fragment evidence (edges, comment)", instructions: fragments.instructions, count: texts),
            Figure(name: "rules", instructions: engine.instructions, count: texts),
            Figure(name: "notes for catalog-wide rules", instructions: notes, count: texts),
            Figure(name: "the rest (input, previews, messages)",
                   instructions: speech.instructions - tokenizing.instructions - fragments.instructions - engine.instructions - notes,
                   count: texts),
        ]
        let ruleFigures = callees(of: isEngine).compactMap { callee, cost -> Figure? in
            guard let name = Self.suffix(of: callee, after: "static "), name.hasSuffix("Rule.rule") else { return nil }
            return Figure(name: Self.ruleID(String(name.dropLast("Rule.rule".count))), instructions: cost.instructions, count: cost.calls)
        }
        return Measurement(
            catalog: catalog, strings: strings, texts: texts, total: total, stages: stages,
            checks: checkFigures.sorted { $0.instructions > $1.instructions }, speech: speechFigures,
            rules: ruleFigures.sorted { $0.instructions > $1.instructions })
    }

    /// The text after `marker` to the end of the name.
    static func suffix(of name: String, after marker: String) -> String? {
        guard let range = name.range(of: marker, options: .backwards) else { return nil }
        return String(name[range.upperBound...])
    }

    /// A rule's id from its type or property name: `HintOnlyEssential` or `hintOnlyEssential` →
    /// `hint-only-essential`.
    static func ruleID(_ name: String) -> String {
        var id = ""
        for character in name {
            if character.isUppercase {
                if !id.isEmpty { id.append("-") }
                id.append(contentsOf: character.lowercased())
            } else {
                id.append(character)
            }
        }
        return id
    }

    // MARK: - Report

    func report(_ measurement: Measurement) -> String {
        var lines: [String] = []
        lines.append("instruction guard: check --all-strings --format json --jobs 1 of \(measurement.catalog)")
        lines.append("\(measurement.strings) strings, \(measurement.texts) texts read by the speech rules; "
                     + "\(Self.millions(measurement.total)) instructions in all, \(Self.thousands(Double(measurement.total) / Double(max(1, measurement.strings)))) per string")
        lines.append("")
        lines.append(Self.row(["stage", "instructions", "per string", "share"]))
        for figure in measurement.stages {
            lines.append(Self.row([figure.name, Self.millions(figure.instructions), Self.thousands(figure.perUnit),
                                   fixed(100 * Double(figure.instructions) / Double(max(1, measurement.total)), 1) + " %"]))
        }
        lines.append("")
        lines.append(Self.row(["catalog checks", "instructions", "per string", ""]))
        for figure in measurement.checks {
            lines.append(Self.row([figure.name, Self.millions(figure.instructions), Self.thousands(figure.perUnit), ""]))
        }
        lines.append("")
        lines.append(Self.row(["speech rules, by part", "instructions", "per text", ""]))
        for figure in measurement.speech {
            lines.append(Self.row([figure.name, Self.millions(figure.instructions), Self.thousands(figure.perUnit), ""]))
        }
        lines.append("")
        lines.append(Self.row(["speech rules, by rule", "instructions", "per text", "texts run on", "per text run on"]))
        for figure in measurement.rules {
            lines.append(Self.row([figure.name, Self.millions(figure.instructions),
                                   Self.thousands(Double(figure.instructions) / Double(max(1, measurement.texts))),
                                   "\(figure.count)", Self.thousands(figure.perUnit)]))
        }
        return lines.joined(separator: "\n")
    }

    /// Each figure against the baseline's, per string or per text; whether one grew past the limit.
    func compare(_ measurement: Measurement, with baseline: Measurement) -> (lines: [String], grown: Bool) {
        var lines = ["", "against the baseline (\(baseline.catalog), \(Self.millions(baseline.total)) instructions; "
                     + "growth over \(fixed(options.maximumGrowth, 1)) % and 100 instructions per string fails)"]
        var grown = false
        func check(_ now: [Figure], _ before: [Figure], per count: Int, countBefore: Int) {
            let earlier = Dictionary(before.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for figure in now {
                let nowPer = Double(figure.instructions) / Double(max(1, count))
                guard let old = earlier[figure.name] else {
                    lines.append(Self.row([figure.name, "new", Self.thousands(nowPer), ""]))
                    continue
                }
                let oldPer = Double(old.instructions) / Double(max(1, countBefore))
                let change = oldPer > 0 ? 100 * (nowPer - oldPer) / oldPer : 0
                let fails = change > options.maximumGrowth && nowPer - oldPer >= 100
                grown = grown || fails
                lines.append(Self.row([figure.name, Self.thousands(oldPer) + " →", Self.thousands(nowPer),
                                       (change >= 0 ? "+" : "") + fixed(change, 1) + " %" + (fails ? "  GREW" : "")]))
            }
        }
        lines.append(Self.row(["per string", "before", "now", "change"]))
        check(measurement.stages, baseline.stages, per: measurement.strings, countBefore: baseline.strings)
        check(measurement.checks, baseline.checks, per: measurement.strings, countBefore: baseline.strings)
        lines.append(Self.row(["per text (speech)", "before", "now", "change"]))
        check(measurement.speech, baseline.speech, per: measurement.texts, countBefore: baseline.texts)
        check(measurement.rules, baseline.rules, per: measurement.texts, countBefore: baseline.texts)
        lines.append(grown ? "a figure grew past the limit" : "no figure grew past the limit")
        return (lines, grown)
    }

    static func millions(_ value: Int) -> String { fixed(Double(value) / 1e6, 1) + " M" }
    static func thousands(_ value: Double) -> String { fixed(value / 1e3, 2) + " k" }

    static func row(_ cells: [String]) -> String {
        "  " + pad(cells[0], 48) + cells.dropFirst().map { pad($0, 16, left: true) }.joined()
    }
}
