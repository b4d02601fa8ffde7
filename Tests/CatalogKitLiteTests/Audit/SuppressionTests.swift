import Foundation
import Testing
@testable import CatalogKitLite

/// Suppressions written in a key's catalog comment.
struct SuppressionTests {
    let known: Set<String> = ["same-as-source", "label-control-type", "needs-review"]

    /// The byte test before Foundation's case-insensitive search never turns away a comment that
    /// search would find the marker in.
    @Test func theByteTestKeepsEveryCommentTheSearchWouldFind() {
        let comments = [
            "xcstrings-a11y: ignore all", "XCSTRINGS-A11Y: IGNORE ALL", "XcStRiNgS-a11Y:ignore", "xc\u{17F}trings-a11y: ignore all",
            "xcstrings-a\u{FF11}\u{FF11}y: ignore", "xcstrings-a11\u{FD}: ignore", "xcstrings-a11y : ignore", "xcstrings-a11y\u{FF1A} ignore",
            "xcstrings-a11\u{1E99}: ignore", "Brand name.", "", "11y:", "a11Y:", "Button label; see xcstrings-a11y docs",
        ]
        for comment in comments {
            let found = comment.range(of: Suppression.marker, options: .caseInsensitive) != nil
            if found { #expect(Suppression.mayHoldMarker(comment), "\(comment)") }
        }
        #expect(!Suppression.mayHoldMarker("Brand name, same in every language."))
        #expect(Suppression(comment: "xc\u{17F}trings-a11y: ignore all", knownRuleIDs: []) != nil)
    }

    @Test func readsOneOrSeveralRuleIDs() throws {
        let one = try #require(Suppression(comment: "Brand name. xcstrings-a11y: ignore same-as-source", knownRuleIDs: known))
        #expect(one.ruleIDs == ["same-as-source"] && !one.suppressesAll && one.unknownRuleIDs.isEmpty)
        #expect(one.suppresses("same-as-source") && !one.suppresses("needs-review"))

        let several = try #require(Suppression(comment: "XCSTRINGS-A11Y: Ignore same-as-source, label-control-type.", knownRuleIDs: known))
        #expect(several.ruleIDs == ["same-as-source", "label-control-type"])

        let lines = try #require(Suppression(comment: "xcstrings-a11y: ignore needs-review\nxcstrings-a11y: ignore same-as-source", knownRuleIDs: known))
        #expect(lines.ruleIDs == ["needs-review", "same-as-source"])
    }

    @Test func allAndNothing() throws {
        #expect(try #require(Suppression(comment: "xcstrings-a11y: ignore all", knownRuleIDs: known)).suppressesAll)
        #expect(try #require(Suppression(comment: "xcstrings-a11y: ignore", knownRuleIDs: known)).suppressesAll)
        #expect(Suppression(comment: "A comment about ignoring things.", knownRuleIDs: known) == nil)
        #expect(Suppression(comment: "xcstrings-a11y: check this", knownRuleIDs: known) == nil)
    }

    @Test func unknownIDsAreKeptForAWarning() throws {
        let typo = try #require(Suppression(comment: "xcstrings-a11y: ignore same-as-sorce", knownRuleIDs: known))
        #expect(typo.ruleIDs.isEmpty && typo.unknownRuleIDs == ["same-as-sorce"] && !typo.suppressesAll)
    }
}
