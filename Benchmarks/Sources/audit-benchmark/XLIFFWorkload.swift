import ChildProcess
import Foundation

/// The `xliff` workload: `import --dry-run` of XLIFF files built to find a reader that is
/// quadratic in what one element holds: one element with 10,000 and 100,000 attributes, and 10,000
/// and 100,000 `<body>` elements of one unit each. Linear reading takes about ten times as long for
/// ten times as much; the issue's attack took 18.9 s for 100,000 attributes.
extension AuditBenchmark {
    mutating func measureXLIFFReader() throws {
        let folder = options.workDirectory + "/xliff"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalog = #"{"sourceLanguage" : "en", "strings" : {"k" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "Key"}}}}}, "version" : "1.0"}"#
        try catalog.write(toFile: folder + "/A.xcstrings", atomically: true, encoding: .utf8)
        lines.append("")
        lines.append("xliff: import --dry-run of one element with many attributes, and of many <body> elements")
        lines.append(row(["file", "size", "wall", "CPU", "peak"]))
        for shape in ["attributes", "bodies"] {
            var walls: [Double] = []
            for count in [10_000, 100_000] {
                let path = "\(folder)/\(shape)-\(count).xliff"
                if !FileManager.default.fileExists(atPath: path) { try Self.xliff(shape, count: count).write(toFile: path, atomically: true, encoding: .utf8) }
                var runs: [ChildRun] = []
                for _ in 1...options.runs {
                    let run = try ChildProcess.run([options.tool, "import", "--dry-run", "--root", folder, path], output: .discard)
                    guard [0, 1].contains(run.status) else { throw BenchmarkError("xliff: \(shape) \(count) exited with status \(run.status)") }
                    runs.append(run)
                }
                let wall = median(runs.map(\.seconds))
                walls.append(wall)
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                lines.append(row(["\(count) \(shape)", megabytes(size), fixed(wall, 3) + " s", fixed(median(runs.map(\.cpuSeconds)), 3) + " s",
                                  megabytes(runs.map(\.peakRSS).max() ?? 0)]))
            }
            let growth = walls[1] / walls[0]
            addRatio("xliff: 100,000 / 10,000 \(shape) (wall)", growth, target: "≤ 20 (linear)", pass: growth <= 20)
        }
    }

    /// An XLIFF whose root has `count` attributes, or whose `<file>` has `count` bodies.
    static func xliff(_ shape: String, count: Int) -> String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<xliff version=\"1.2\""
        if shape == "attributes" { for index in 0..<count { text += " a\(index)=\"\(index)\"" } }
        text += ">\n<file original=\"A.xcstrings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\n"
        let bodies = shape == "bodies" ? count : 1
        for _ in 0..<bodies { text += "<body><trans-unit id=\"k\"><source>Key</source></trans-unit></body>\n" }
        return text + "</file>\n</xliff>\n"
    }
}
