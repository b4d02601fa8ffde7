import Testing
@testable import CatalogKitLite

/// What a file's imports say of its platform, read line by line without lexing the file.
struct ImportedFrameworksTests {
    func evidence(_ text: String) -> ImportedFrameworks.Evidence {
        ImportedFrameworks.evidence(in: Array(text.utf8))
    }

    @Test func importsWithAttributesKindsAndIndentation() {
        #expect(evidence("import UIKit\n").uiKit)
        #expect(evidence("@preconcurrency import AppKit\n").appKit)
        #expect(evidence("  import class Cocoa.NSView\n").appKit)
        #expect(evidence("import\tUIKit;\n").uiKit)
        #expect(evidence("@testable @_exported import UIKit\r\n").uiKit)
    }

    @Test func linesThatOnlyStartLikeAnImportAreNone() {
        let none = evidence("if isUIKit { }\ninit(uiKit: Bool) {}\nimportUIKit()\nimported = \"import UIKit\"\n// import AppKit\n")
        #expect(!none.uiKit && !none.appKit)
        #expect(!evidence("import").uiKit)
    }
}
