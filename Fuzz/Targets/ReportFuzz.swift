import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Fuzzes the report writers through the command itself: the input is cut into a folder name, a
/// module name, a source language, keys and values; they become a catalog at
/// `ROOT/<folder>/Sources/<module>/Localizable.xcstrings` (whatever the file system accepts), and
/// one `check --all-strings` run writes every format (text, json, sarif, github, junit, gitlab,
/// markdown), then `coverage` (text, markdown) and `catalogs` run on it.
///
/// Every output must parse (JSON, SARIF and GitLab with JSONSerialization, JUnit with XMLParser)
/// and hold no command a CI runner would run: no line that starts with `::` (after white space)
/// unless it is an annotation of ours, no `##[` anywhere, and in the formats a person reads no raw
/// bidirectional control, line separator or other invisible control. This file is compiled with
/// the command's sources (all but `main.swift`); `Fuzz/run` builds it as the `report` target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReports(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    // Fields are separated by 0x01; invalid UTF-8 becomes U+FFFD, as it would in a file name.
    let fields = bytes.split(separator: 0x01, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let folder = pathComponent(fields[0], fallback: "f")
    let module = pathComponent(fields.count > 1 ? fields[1] : "", fallback: "M")
    let sourceLanguage = fields.count > 2 && !fields[2].isEmpty ? fields[2] : "en"
    var strings: [String: Any] = [:]
    let texts = fields.count > 3 ? Array(fields[3...]) : []
    // Twelve keys at least, so the github format has more findings than annotations of a kind;
    // at most 24: a run under AddressSanitizer is allocation-bound, and more keys add no new shape.
    for index in 0..<min(24, max(12, texts.count / 2 + 1)) {
        let key = (texts.isEmpty ? "" : texts[(2 * index) % texts.count]) + ".label\(index)"
        let value = texts.isEmpty ? "Play" : texts[(2 * index + 1) % texts.count]
        var localizations: [String: Any] = [sourceLanguage: ["stringUnit": ["state": "translated", "value": value]]]
        if index % 3 == 1 { localizations["de"] = ["stringUnit": ["state": "needs_review", "value": value + " ##[x]"]] }
        strings[key] = ["localizations": localizations]
    }
    let catalog: [String: Any] = ["sourceLanguage": sourceLanguage, "strings": strings, "version": "1.0"]
    guard let json = try? JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]) else { return 0 }

    let root = Workspace.shared.fresh()
    let catalogFolder = root + "/in/" + folder + "/Sources/" + module
    guard (try? FileManager.default.createDirectory(atPath: catalogFolder, withIntermediateDirectories: true)) != nil,
          FileManager.default.createFile(atPath: catalogFolder + "/Localizable.xcstrings", contents: json) else { return 0 }
    let context = RunContext(environment: ["PATH": "/nonexistent", "NO_COLOR": "1"], currentDirectory: root + "/in")
    let formats = ["text", "json", "sarif", "github", "junit", "gitlab", "markdown"]
    var arguments = ["check", "--all-strings", "--color", "never", "--format", "text", "-o", root + "/out/text"]
    for format in formats.dropFirst() { arguments += ["--report", "\(format):\(root)/out/\(format)"] }
    let status = CommandLineTool.run(arguments + ["."], context: context)
    var outputs: [String: String] = [:]
    for format in formats {
        guard let data = FileManager.default.contents(atPath: root + "/out/" + format) else {
            preconditionFailure("no \(format) report (exit \(status))")
        }
        outputs[format] = String(decoding: data, as: UTF8.self)
    }
    for (name, arguments) in [("coverage", ["coverage", "--color", "never", "-o", root + "/out/coverage", "."]),
                              ("coverage-markdown", ["coverage", "--format", "markdown", "-o", root + "/out/coverage-markdown", "."]),
                              ("catalogs", ["catalogs", "--color", "never", "-o", root + "/out/catalogs", "."])] {
        _ = CommandLineTool.run(arguments, context: context)
        guard let data = FileManager.default.contents(atPath: root + "/out/" + name) else { preconditionFailure("no \(name) output") }
        outputs[name] = String(decoding: data, as: UTF8.self)
    }

    for format in ["json", "sarif", "gitlab"] {
        precondition((try? JSONSerialization.jsonObject(with: Data(outputs[format, default: ""].utf8))) != nil, "\(format) does not parse")
    }
    let parser = XMLParser(data: Data(outputs["junit", default: ""].utf8))
    precondition(parser.parse(), "junit does not parse: \(String(describing: parser.parserError))")

    for (name, output) in outputs {
        precondition(!output.contains("##["), "\(name) holds ##[")
        for line in output.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("::") else { continue }
            precondition(name == "github" && isOurAnnotation(line), "\(name) has a line that starts a command: \(line)")
        }
    }
    for name in ["text", "github", "markdown", "junit", "coverage", "coverage-markdown", "catalogs"] {
        if let raw = outputs[name, default: ""].unicodeScalars.first(where: isInvisible) {
            preconditionFailure("\(name) prints U+\(String(raw.value, radix: 16)) raw")
        }
    }
    for name in ["markdown", "coverage-markdown"] { checkMarkdown(outputs[name, default: ""], name: name) }
    return 0
}

/// `::error file=…,…::message` and the like, with no `:` or line break in the properties and no
/// second `::` in the message.
private func isOurAnnotation(_ line: Substring) -> Bool {
    guard let kind = ["::error ", "::warning ", "::notice "].first(where: { line.hasPrefix($0) }) else { return false }
    let rest = line.dropFirst(kind.count)
    guard let separator = rest.range(of: "::") else { return false }
    let properties = rest[..<separator.lowerBound]
    let message = rest[separator.upperBound...]
    return !properties.contains(":") && !message.contains("::")
        && properties.split(separator: ",").allSatisfy { ["file", "line", "endLine", "col", "endColumn", "title"].contains(String($0.prefix { $0 != "=" })) }
}

/// C0 and C1 controls other than the line feed that ends a line (and the tab), the line and
/// paragraph separators, and the bidirectional controls.
private func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// Scalar by scalar, as a Markdown parser reads: every table row has its header's cells, no HTML
/// but `<code>`.
private func checkMarkdown(_ markdown: String, name: String) {
    var expected: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        guard line.hasPrefix("|") else { expected = nil; continue }
        var cells = 0, escaped = false
        for scalar in line.unicodeScalars {
            if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "|" { cells += 1 }
        }
        if let expected { precondition(cells == expected, "\(name): a broken table row: \(line)") } else { expected = cells }
    }
    let html = markdown.replacingOccurrences(of: "<code>", with: "").replacingOccurrences(of: "</code>", with: "")
    precondition(!html.unicodeScalars.contains("<"), "\(name): HTML other than <code>")
}

/// A name for one path component: no `/`, no NUL, not `.` or `..`, at most 200 bytes.
private func pathComponent(_ text: String, fallback: String) -> String {
    var name = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "/" && $0 != "\0" }))
    while name.utf8.count > 200 { name.removeLast() }
    return name.isEmpty || name == "." || name == ".." ? fallback : name
}

/// One folder per process, emptied before each input.
private final class Workspace: @unchecked Sendable {
    static let shared = Workspace()
    let base = NSTemporaryDirectory() + "/xcstrings-a11y-report-fuzz-\(getpid())"

    func fresh() -> String {
        try? FileManager.default.removeItem(atPath: base)
        try? FileManager.default.createDirectory(atPath: base + "/out", withIntermediateDirectories: true)
        return base
    }
}
