import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// listen-anonymously (62nd study): its targets are in a Tuist manifest, which the run does not
/// read, and its `SharedTests/` folder passed literals to a shipped view's `title:` ("Louvre",
/// "bla"), reported as hard-coded labels. A file that imports a test framework outside every
/// `#if` is test code wherever it lies, unless a project's target says it compiles it.
struct TestImportsTests {
    static func repository(testFile: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Play":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abspielen"}}}}},"version":"1.0"}"#)
        try folder.write("App/PlayingRateButton.swift", """
            import SwiftUI
            struct PlayingRateButton: View {
                let title: String
                var body: some View { Button(action: {}) { Text(title) } }
            }
            struct Home: View {
                var body: some View { PlayingRateButton(title: String(localized: "Play")) }
            }
            """)
        try folder.write("AppTests/PlayingRateButtonTests.swift", testFile)
        return folder
    }

    @Test(arguments: [
        ("import Testing\n@testable import App\n", "the file imports Testing, as only tests do"),
        ("import XCTest\nimport SwiftUI\n", "the file imports XCTest, as only tests do"),
        ("import SwiftUI\n@testable import App\n", "the file imports App with @testable, as only tests do"),
    ])
    func aFileThatImportsATestFrameworkIsTestCode(imports: String, reason: String) throws {
        let run = SourceRuleExampleTests.audit(try Self.repository(testFile: imports + """
            struct PlayingRateButtonTests {
                func usesGivenTitle() {
                    let view = PlayingRateButton(title: "Louvre")
                    _ = view
                }
            }
            """))
        let findings = run.sources.flatMap(\.findings)
        #expect(findings.isEmpty, "\(findings.map { "\($0.location.file): \($0.message)" })")
        let tests = try #require(run.sources.first { $0.path.hasSuffix("PlayingRateButtonTests.swift") })
        #expect(tests.source.skipped.map(\.reason) == [reason])
    }

    /// An import behind `#if` (a preview helper's `#if DEBUG import XCTest`) says nothing of the
    /// rest of the file, which ships: its literal is reported.
    @Test func anImportInsideAnIfSaysNothing() throws {
        let run = SourceRuleExampleTests.audit(try Self.repository(testFile: """
            import SwiftUI
            #if canImport(XCTest)
            import XCTest
            #endif
            struct Sample: View {
                var body: some View { PlayingRateButton(title: "Louvre") }
            }
            """))
        let findings = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }
        #expect(findings.map(\.text) == ["Louvre"])
    }

    @Test func theEvidenceOfImports() {
        func evidence(_ text: String) -> String? { ImportedFrameworks.evidence(in: Array(text.utf8)).testImport }
        #expect(evidence("import XCTest\n") == "XCTest")
        #expect(evidence("  import Testing\r\n") == "Testing")
        #expect(evidence("@testable import Core\n") == "Core with @testable")
        #expect(evidence("#if DEBUG\nimport XCTest\n#endif\n") == nil)
        #expect(evidence("#if os(iOS)\n#if DEBUG\n#endif\nimport XCTest\n#endif\n") == nil)
        #expect(evidence("#if DEBUG\n#endif\nimport XCTest\n") == "XCTest")
        #expect(evidence("import SwiftUI\nlet testable = \"@testable\"\n") == nil)
    }
}
