import Testing
@testable import CatalogKitLite

/// A dictionary literal keyed by an enum's cases (Roam's `caseDisplayRepresentations`, 55th study):
/// `Self.names[self]` and its force unwrap give its values; a fallback after it is never reached
/// when it has every case, and is read when a case is missing.
struct CoveredCasesTests {
    func uses(names: String) throws -> [String] {
        try AccessibilityCallRecognizer().scan(Array("""
            import SwiftUI
            public enum RemoteButton: String, CaseIterable {
                case up = "Up"
                case down = "Down"
                public static var names: [RemoteButton: String] = [
                    \(names)
                ]
                public var description: String { Self.names[self]! }
                public var title: String { Self.names[self] ?? rawValue }
                public var label: some View { Label(description, systemImage: "arrow") }
                public var other: some View { Label(title, systemImage: "arrow") }
            }
            """.utf8)).uses.map { use in
                switch use.argument {
                case .localized(let lookup): "\(use.callPosition.line) key \(lookup.key.writtenText)"
                case .hardCoded(let literal): "\(use.callPosition.line) text \(literal.writtenText)"
                default: "\(use.callPosition.line) other"
                }
            }
    }

    @Test func everyCaseLeavesTheFallbackUnreached() throws {
        let found = try uses(names: #".up: String(localized: "Up"), .down: String(localized: "Down"),"#)
        #expect(found == ["10 key Up", "10 key Down", "11 key Up", "11 key Down"], "\(found)")
    }

    @Test func aMissingCaseReachesTheFallback() throws {
        let found = try uses(names: #".up: String(localized: "Up"),"#)
        #expect(found.contains("11 text Up") && found.contains("11 text Down"), "\(found)")
        #expect(found.contains("11 key Up") && found.contains("10 key Up"), "\(found)")
    }
}
