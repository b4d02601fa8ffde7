import Foundation

/// Reads `.xcconfig` files: `KEY = value` and `KEY[sdk=iphoneos*] = value` lines, `// comments`
/// (anywhere on a line, as Xcode reads them), an optional `;` at the end of a value, and
/// `#include "file"` / `#include? "file"` (relative to the including file; a missing optional file
/// is skipped, as Xcode does). Included files are read in place, so their assignments come first.
///
/// A line it cannot read, a missing file and an include cycle are problems with the file, line and
/// column; the settings are then marked incomplete, so nothing is concluded from what they lack.
struct XCConfigReader {
    /// Writes an absolute path the way reports name files: below the project folder, from the
    /// project folder as found.
    var displayed: (String) -> String = { $0 }

    /// The deepest chain of includes followed.
    static let maximumIncludeDepth = 16
    /// The largest file read.
    static let maximumFileSize = 4 << 20

    /// Appends the assignments of the file at `path` (absolute) to `settings`; `reference` is the
    /// place that names the file, where a file that cannot be read is reported.
    static func read(
        _ path: String, namedAt reference: (file: String, position: SourcePosition?), displayed: @escaping (String) -> String,
        into settings: inout BuildSettings, problems: inout [ProjectProblem]
    ) {
        var reader = XCConfigReader(displayed: displayed)
        reader.read(path, from: reference, optional: false, chain: [], into: &settings, problems: &problems)
    }

    private mutating func read(
        _ path: String, from includer: (file: String, position: SourcePosition?), optional: Bool, chain: [String],
        into settings: inout BuildSettings, problems: inout [ProjectProblem]
    ) {
        let standardized = PBXObjects.standardized(path)
        guard !chain.contains(standardized) else {
            settings.isComplete = false
            problems.append(ProjectProblem(file: includer.file, position: includer.position, message: "the .xcconfig includes itself through \(chain.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " → "))"))
            return
        }
        guard chain.count < Self.maximumIncludeDepth else {
            settings.isComplete = false
            problems.append(ProjectProblem(file: includer.file, position: includer.position, message: "includes nest deeper than \(Self.maximumIncludeDepth) files"))
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: standardized, maximumSize: Self.maximumFileSize)
        } catch {
            guard !optional else { return }
            settings.isComplete = false
            problems.append(ProjectProblem(file: includer.file, position: includer.position, message: "cannot read the .xcconfig \(displayed(path)): \(error.reason)"))
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let folder = URL(fileURLWithPath: standardized).deletingLastPathComponent().path
        var lineNumber = 0
        for rawLine in Self.lines(of: text) {
            lineNumber += 1
            let line = Self.withoutComment(rawLine)
            let content = line.trimmed
            guard !content.isEmpty else { continue }
            let column = line.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count + 1
            let position = SourcePosition(line: lineNumber, column: column, offset: 0)
            if content.hasPrefix("#include") {
                let rest = content.dropFirst("#include".count)
                let isOptional = rest.hasPrefix("?")
                let argument = (isOptional ? rest.dropFirst() : rest).trimmed
                guard argument.count >= 2, argument.first == "\"", argument.last == "\"" else {
                    settings.isComplete = false
                    problems.append(ProjectProblem(file: displayed(path), position: position, message: "expected a quoted file name after #include, found \(argument.isEmpty ? "nothing" : "'\(argument)'")"))
                    continue
                }
                let name = String(argument.dropFirst().dropLast())
                if name.hasPrefix("<") {
                    // `<DEVELOPER_DIR>/…`: a file of Xcode's own, not of the project.
                    settings.isComplete = false
                    continue
                }
                let included = name.hasPrefix("/") ? name : folder + "/" + name
                read(included, from: (displayed(path), Optional(position)), optional: isOptional, chain: chain + [standardized], into: &settings, problems: &problems)
                continue
            }
            guard let equals = Self.assignmentEquals(in: content), !content[..<equals].trimmed.isEmpty else {
                settings.isComplete = false
                problems.append(ProjectProblem(file: displayed(path), position: position, message: "expected 'SETTING = value', found '\(content.prefix(60))'"))
                continue
            }
            var value = content[content.index(after: equals)...].trimmed
            if value.hasSuffix(";") { value.removeLast() }
            settings.assign(content[..<equals].trimmed, value.trimmed)
        }
    }

    /// The lines of `text`, ended by `\n`, `\r\n` or `\r`.
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = bytes.index(after: index)
            if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
        }
        lines.append(text[start...])
        return lines
    }

    /// The `=` of `KEY[sdk=iphoneos*] = value`: the first one outside the conditions' brackets.
    private static func assignmentEquals(in line: String) -> String.Index? {
        var depth = 0
        for index in line.utf8.indices {
            switch line.utf8[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "=") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The line before a `//` comment (a `//` inside quotes starts one too, as Xcode reads it).
    private static func withoutComment(_ line: Substring) -> Substring {
        var previousWasSlash = false
        for index in line.utf8.indices {
            let isSlash = line.utf8[index] == UInt8(ascii: "/")
            if isSlash && previousWasSlash { return line[..<line.utf8.index(before: index)] }
            previousWasSlash = isSlash
        }
        return line
    }
}
