import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Golden files: the expected output of a command, kept under `Tests/Golden/`.
///
/// A normal run only compares. To accept new output deliberately (after a change to a reporter,
/// or when new rules add findings to `Catalogs/`), run
/// `XCSTRINGS_A11Y_UPDATE_GOLDEN=1 swift test --filter GoldenFileTests`, then read the diff of
/// `Tests/Golden/` line by line before committing it.
enum GoldenFile {
    static let folder = Package.root.appendingPathComponent("Tests/Golden")
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with the golden file `name`, or rewrites it when updating.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if isUpdating {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(name); create it with XCSTRINGS_A11Y_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.components(separatedBy: "\n"), actualLines = actual.components(separatedBy: "\n")
        let index = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(expectedLines.count, actualLines.count)
        let want = index < expectedLines.count ? expectedLines[index] : "(end of file)"
        let got = index < actualLines.count ? actualLines[index] : "(end of output)"
        Issue.record("""
            output differs from Tests/Golden/\(name) at line \(index + 1):
              expected: \(want)
              actual:   \(got)
            If the change is intended, rerun with XCSTRINGS_A11Y_UPDATE_GOLDEN=1 and review the diff.
            """, sourceLocation: sourceLocation)
    }
}

/// Small catalogs for the CI tests, written as Xcode writes them.
enum TestCatalog {
    /// One localization: `(language, value, state)`.
    typealias Unit = (language: String, value: String, state: String)

    /// A catalog with the given keys, each with its units.
    static func json(_ entries: [(key: String, units: [Unit])]) -> String {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        text += entries.map { entry in
            var body = "    \(jsonStringLiteral(entry.key)) : {\n      \"localizations\" : {\n"
            body += entry.units.map { unit in
                "        \(jsonStringLiteral(unit.language)) : {\n          \"stringUnit\" : {\n            \"state\" : \(jsonStringLiteral(unit.state)),\n            \"value\" : \(jsonStringLiteral(unit.value))\n          }\n        }"
            }.joined(separator: ",\n")
            return body + "\n      }\n    }"
        }.joined(separator: ",\n")
        return text + "\n  },\n  \"version\" : \"1.0\"\n}"
    }
}

/// The environment that hides git from the tool, so paths are relative to the working directory
/// whatever repository the package is checked out in.
let withoutGit = ["PATH": "/nonexistent"]
