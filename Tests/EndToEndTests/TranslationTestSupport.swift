import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// What the translation tests share: filling an exported file as a translator would, and reading
/// back what the tool wrote.
enum Translation {
    /// The XML escapes `export` writes, undone (for ids and texts the tests compare).
    static func unescapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#10;", with: "\n")
            .replacingOccurrences(of: "&#13;", with: "\r").replacingOccurrences(of: "&#9;", with: "\t")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The ids of an XLIFF file's units, in order.
    static func unitIDs(_ xliff: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: "<trans-unit id=\"([^\"]*)\"")
        return pattern.matches(in: xliff, range: NSRange(xliff.startIndex..., in: xliff)).map {
            unescapeXML(String(xliff[Range($0.range(at: 1), in: xliff)!]))
        }
    }

    /// The key of a unit id (`key|==|plural.one` → `key`).
    static func key(ofID id: String) -> String {
        guard let range = id.range(of: "|==|", options: .backwards),
              ["plural.", "device.", "substitutions."].contains(where: { id[range.upperBound...].hasPrefix($0) })
        else { return id }
        return String(id[..<range.lowerBound])
    }

    /// Every unit of an XLIFF file translated by `translate` (given the source as written in the
    /// file, escaped), in state `translated`, replacing any target it had.
    static func fillXLIFF(_ xliff: String, _ translate: (_ id: String, _ source: String) -> String?) throws -> String {
        let unitPattern = try NSRegularExpression(pattern: "<trans-unit id=\"([^\"]*)\"[^>]*>.*?</trans-unit>", options: [.dotMatchesLineSeparators])
        let sourcePattern = try NSRegularExpression(pattern: "<source>(.*?)</source>", options: [.dotMatchesLineSeparators])
        let targetPattern = try NSRegularExpression(pattern: "\\s*<target[^>]*>.*?</target>", options: [.dotMatchesLineSeparators])
        var result = ""
        var last = xliff.startIndex
        for match in unitPattern.matches(in: xliff, range: NSRange(xliff.startIndex..., in: xliff)) {
            let range = Range(match.range, in: xliff)!
            result += xliff[last..<range.lowerBound]
            last = range.upperBound
            var unit = String(xliff[range])
            let id = unescapeXML(String(xliff[Range(match.range(at: 1), in: xliff)!]))
            let sourceMatch = try #require(sourcePattern.firstMatch(in: unit, range: NSRange(unit.startIndex..., in: unit)))
            let source = String(unit[Range(sourceMatch.range(at: 1), in: unit)!])
            unit = targetPattern.stringByReplacingMatches(in: unit, range: NSRange(unit.startIndex..., in: unit), withTemplate: "")
            if let target = translate(id, source) {
                unit = unit.replacingOccurrences(of: "</source>", with: "</source>\n        <target state=\"translated\">" + target + "</target>")
            }
            result += unit
        }
        result += xliff[last...]
        return result
    }

    /// RFC 4180 records of a CSV text.
    static func csvRecords(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if quoted {
                if scalar == "\"" {
                    if index < scalars.count, scalars[index] == "\"" {
                        field.unicodeScalars.append("\"")
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                record.append(field)
                field = ""
            } else if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }

    /// A CSV text of records, every field quoted.
    static func csvText(_ records: [[String]]) -> String {
        records.map { $0.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",") + "\r\n" }.joined()
    }

    /// Every row of a CSV export translated by `translate` (given key, variation and source), in
    /// state `translated`.
    static func fillCSV(_ text: String, _ translate: (_ key: String, _ variation: String, _ source: String) -> String?) throws -> String {
        var records = csvRecords(text)
        let header = try #require(records.first)
        let key = try #require(header.firstIndex(of: "key")), variation = try #require(header.firstIndex(of: "variation"))
        let source = try #require(header.firstIndex(of: "source")), target = try #require(header.firstIndex(of: "target"))
        let state = try #require(header.firstIndex(of: "state"))
        for index in records.indices.dropFirst() {
            guard let translated = translate(records[index][key], records[index][variation], records[index][source]) else { continue }
            records[index][target] = translated
            records[index][state] = "translated"
        }
        return csvText(records)
    }

    /// The findings of `check --format json` in a folder: rule, key, language, variation path.
    static func findings(_ arguments: [String], in folder: URL) throws -> [(rule: String, key: String, language: String?, path: String)] {
        let run = try ToolRunner.run(["check", "--format", "json"] + arguments, in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.error)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.map { ($0["rule"] as? String ?? "", $0["key"] as? String ?? "", $0["language"] as? String, $0["variationPath"] as? String ?? "") }
    }

    /// The lines `diff` reports removed from `old` and added in `new` (the system's diff, not ours).
    static func systemDiff(_ old: URL, _ new: URL) throws -> (removed: [String], added: [String]) {
        let lines = try ProgramRunner.run("/usr/bin/env", ["diff", old.path, new.path]).output.split(separator: "\n").map(String.init)
        return (lines.filter { $0.hasPrefix("< ") }.map { String($0.dropFirst(2)) }, lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) })
    }
}

extension Translation {
    /// An XLIFF as Xcode's "Export Localizations" writes it for one catalog: its header, its
    /// spelling of units (`<note/>` without a comment), the units given as (id, source, target,
    /// state, comment).
    static func xcodeXLIFF(original: String, language: String = "de", units: [(id: String, source: String, target: String, state: String, note: String?)]) -> String {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="\(original)" source-language="en" target-language="\(language)" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="26.0" build-num="17A324"/>
            </header>
            <body>

        """
        for unit in units {
            text += """
                  <trans-unit id="\(unit.id)" xml:space="preserve">
                    <source>\(unit.source)</source>
                    <target state="\(unit.state)">\(unit.target)</target>
                    \(unit.note.map { "<note>\($0)</note>" } ?? "<note/>")
                  </trans-unit>

            """
        }
        return text + "    </body>\n  </file>\n</xliff>\n"
    }
}
