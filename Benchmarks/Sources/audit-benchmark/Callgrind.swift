import ChildProcess
import Foundation

/// A callgrind profile read back: the instructions each function ran itself, and every call from one
/// function to another with how often it was made and the instructions it cost in all (inclusive).
///
/// Only what the instruction guard needs of the format (`--tool=callgrind`, one event, `Ir`): the
/// compressed names `fn=(12) name` / `fn=(12)`, `cfn=`, `calls=N …` followed by the call's cost line,
/// and plain cost lines. Positions are ignored.
struct CallgrindProfile {
    /// A call edge.
    struct Call {
        var caller: String
        var callee: String
        var count: Int
        var instructions: Int
    }

    /// Every function's own instructions, by (mangled) name.
    var selfInstructions: [String: Int] = [:]
    /// Every call edge, merged over its call sites.
    var calls: [Call] = []
    /// All instructions of the run.
    var total: Int { selfInstructions.values.reduce(0, +) }

    /// Reads a callgrind output file.
    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchmarkError("cannot read \(path)") }
        var names: [String: String] = [:]
        var current = ""
        var callee = ""
        var pendingCount: Int?
        var edges: [String: [String: (count: Int, instructions: Int)]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.utf8.first else { continue }
            if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "*") {
                let fields = line.split(separator: " ")
                let cost = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
                if let count = pendingCount {
                    edges[current, default: [:]][callee, default: (0, 0)].count += count
                    edges[current, default: [:]][callee, default: (0, 0)].instructions += cost
                    pendingCount = nil
                } else {
                    selfInstructions[current, default: 0] += cost
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals]
            let value = line[line.index(after: equals)...]
            switch key {
            case "fn": current = Self.name(value, in: &names)
            case "cfn": callee = Self.name(value, in: &names)
            case "calls": pendingCount = Int(value.split(separator: " ").first ?? "") ?? 0
            default: break
            }
        }
        for (caller, callees) in edges {
            for (callee, edge) in callees where callee != caller {
                calls.append(Call(caller: caller, callee: callee, count: edge.count, instructions: edge.instructions))
            }
        }
    }

    /// A function name, `(12) name` the first time and `(12)` after.
    private static func name(_ value: Substring, in names: inout [String: String]) -> String {
        guard value.first == "(", let close = value.firstIndex(of: ")") else { return String(value) }
        let id = String(value[value.index(after: value.startIndex)..<close])
        let rest = value[value.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty { names[id] = String(rest) }
        return names[id] ?? id
    }
}

/// Readable names of Swift symbols, from `swift demangle --simplified`.
enum Demangler {
    /// The simplified demangled form of each name (names it cannot demangle stay as they are).
    static func demangle(_ names: [String], workDirectory: String) throws -> [String: String] {
        let list = "\(workDirectory)/guard-names.txt"
        let out = "\(workDirectory)/guard-demangled.txt"
        try names.joined(separator: "\n").appending("\n").write(toFile: list, atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(["sh", "-c", "swift demangle --simplified < \"$0\" > \"$1\"", list, out], output: .discard)
        guard run.status == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else {
            throw BenchmarkError("swift demangle failed (status \(run.status)); it comes with the Swift toolchain")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try? FileManager.default.removeItem(atPath: list)
        try? FileManager.default.removeItem(atPath: out)
        var result: [String: String] = [:]
        for (index, name) in names.enumerated() { result[name] = index < lines.count ? lines[index] : name }
        return result
    }
}
