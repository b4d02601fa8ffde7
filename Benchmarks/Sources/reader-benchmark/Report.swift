import ChildProcess
import Foundation

/// The results of one case over all runs.
struct CaseResult: Encodable {
    var id: String
    var label: String
    /// Wall time of every run, in run order.
    var seconds: [Double]
    /// The median wall time.
    var medianSeconds: Double
    /// The median CPU time (user + system); less disturbed than wall time when the machine is busy.
    var medianCPUSeconds: Double
    /// The highest peak RSS of all runs (they differ by little; the highest is the safe figure).
    var peakRSSBytes: Int
    /// File size over median wall time, in MB (10^6 bytes) per second.
    var megabytesPerSecond: Double
    /// Peak RSS over file size.
    var peakRSSPerFileSize: Double

    init(id: String, label: String, runs: [ChildRun], fileBytes: Int) {
        self.id = id
        self.label = label
        seconds = runs.map(\.seconds)
        medianSeconds = median(seconds)
        medianCPUSeconds = median(runs.map(\.cpuSeconds))
        peakRSSBytes = runs.map(\.peakRSS).max() ?? 0
        megabytesPerSecond = Double(fileBytes) / 1e6 / medianSeconds
        peakRSSPerFileSize = Double(peakRSSBytes) / Double(fileBytes)
    }
}

/// A comparison with a target, e.g. "JSONDecoder time / ours ≥ 5×".
struct Ratio: Encodable {
    var name: String
    var value: Double
    /// `≥ 5`, `< 2`, or empty when there is no target.
    var target: String
    /// Whether the target is met; `nil` when there is none.
    var pass: Bool?
}

/// Everything one benchmark run found, as a table or as JSON.
struct Report: Encodable {
    var path: String
    var counts: GeneratedCounts
    var runCount: Int
    /// What the untimed validation runs read, by case.
    var validation: [String: String]
    /// The parent's peak RSS: on Linux no child can report less (see ``ChildProcess``).
    var floorRSS: Int
    /// The peak RSS of this binary doing nothing.
    var idleRSS: Int
    var cases: [CaseResult]

    var ratios: [Ratio] {
        func find(_ id: String) -> CaseResult? { cases.first { $0.id == id } }
        guard let ours = find("ours") else { return [] }
        var ratios: [Ratio] = []
        if let decoder = find("jsondecoder") {
            let value = decoder.medianSeconds / ours.medianSeconds
            ratios.append(Ratio(name: "JSONDecoder time / ours", value: value, target: "≥ 5", pass: value >= 5))
        }
        if let python = find("python") {
            let value = python.medianSeconds / ours.medianSeconds
            ratios.append(Ratio(name: "python3 time / ours", value: value, target: "≥ 3", pass: value >= 3))
        }
        if let cat = find("cat") {
            ratios.append(Ratio(name: "ours time / cat", value: ours.medianSeconds / cat.medianSeconds, target: "", pass: nil))
        }
        ratios.append(Ratio(name: "ours peak RSS / file size", value: ours.peakRSSPerFileSize, target: "< 2", pass: ours.peakRSSPerFileSize < 2))
        // The same without the process's own footprint, which dominates for small files.
        let aboveIdle = Double(ours.peakRSSBytes - idleRSS) / Double(counts.bytes)
        ratios.append(Ratio(name: "ours (peak − idle) / file size", value: aboveIdle, target: "", pass: nil))
        return ratios
    }

    var table: String {
        let megabytes = Double(counts.bytes) / 1e6
        var lines = [
            "xcstrings reader benchmark: \(counts.keys) keys, \(counts.stringUnits) string units, "
                + "\(format(megabytes, 1)) MB (MB = 10^6 bytes)",
            "file: \(path)",
            "median of \(runCount) run(s), each case in its own process; times include reading the file",
            "",
            row(["case", "median s", "MB/s", "cpu s", "peak RSS MB", "RSS/file"]),
        ]
        for result in cases {
            // On Linux a child cannot report less than the launcher's peak (see ChildProcess): such a
            // figure is only an upper bound.
            let bound = result.peakRSSBytes <= floorRSS ? "≤ " : ""
            lines.append(row([
                result.label, format(result.medianSeconds, 3), format(result.megabytesPerSecond, 1),
                format(result.medianCPUSeconds, 3), bound + format(Double(result.peakRSSBytes) / 1e6, 1),
                bound + format(result.peakRSSPerFileSize, 2),
            ]))
        }
        lines += ["", "ratios"]
        for ratio in ratios {
            let verdict = ratio.pass.map { $0 ? "PASS" : "FAIL" } ?? ""
            let target = ratio.target.isEmpty ? "(no target)" : "target \(ratio.target)×"
            lines.append("  " + pad(ratio.name, 31) + pad(format(ratio.value, 2) + "×", 10, left: true) + "   " + pad(target, 14) + " " + verdict)
        }
        lines += ["", "validated (untimed run, every string unit counted):"]
        for (id, text) in validation.sorted(by: { $0.key > $1.key }) { lines.append("  \(id): \(text)") }
        lines.append("expected: \(counts.keys) entries, \(counts.stringUnits) string units; every timed run re-checked the entry count")
        lines.append("memory: a bare process of this binary peaks at \(format(Double(idleRSS) / 1e6, 1)) MB; "
            + "on Linux no child reports less than the launcher's \(format(Double(floorRSS) / 1e6, 1)) MB")
        return lines.joined(separator: "\n")
    }

    var json: String {
        struct Output: Encodable {
            var report: Report
            var ratios: [Ratio]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Output(report: self, ratios: ratios))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private func row(_ cells: [String]) -> String {
        pad(cells[0], 28) + cells.dropFirst().map { pad($0, 12, left: true) }.joined()
    }
}

/// The median; the mean of the middle two for an even count.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A number with a fixed count of decimals.
func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Pads `text` with spaces to `width` characters, on the right or (`left`) on the left.
func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}
