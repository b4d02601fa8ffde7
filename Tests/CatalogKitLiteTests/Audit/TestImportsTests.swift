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

    @Test func theTestImportOfAFile() throws {
        func testImport(_ text: String) throws -> String? { ImportedFrameworks.testImport(in: try SwiftLexer.lex(Array(text.utf8))) }
        #expect(try testImport("import XCTest\n") == "XCTest")
        #expect(try testImport("  import Testing\r\nstruct T {}\n") == "Testing")
        #expect(try testImport("@testable import Core\n") == "Core with @testable")
        #expect(try testImport("@preconcurrency @testable import Core\n") == "Core with @testable")
        #expect(try testImport("#if DEBUG\nimport XCTest\n#endif\n") == nil)
        #expect(try testImport("#if os(iOS)\n#if DEBUG\n#endif\nimport XCTest\n#endif\n") == nil)
        #expect(try testImport("#if DEBUG\n#endif\nimport XCTest\n") == "XCTest")
        #expect(try testImport("import SwiftUI\nlet testable = \"@testable\"\n") == nil)
        #expect(try testImport("/*\nimport XCTest\n@testable import App\n*/\nimport SwiftUI\n") == nil, "an import commented out")
        #expect(try testImport("import SwiftUI\nlet template = \"\"\"\nimport XCTest\n\"\"\"\n") == nil, "an import in a string")
        #expect(try testImport("import Foo // not @testable\n") == nil)
        #expect(try testImport("struct A {}\nimport XCTest\n") == nil, "imports stand before the first declaration")
    }

    /// A file a project's target compiles is judged by that target, whatever it imports.
    @Test func aFileAProjectCompilesIsItsTargets() throws {
        let folder = try Self.repository(testFile: "import XCTest\nstruct Sample: View { var body: some View { PlayingRateButton(title: \"Louvre\") } }\n")
        try folder.write("project.yml", """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [App, AppTests]
            """)
        let run = SourceRuleExampleTests.audit(folder)
        let findings = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }
        #expect(findings.map(\.text) == ["Louvre"])
    }
}
