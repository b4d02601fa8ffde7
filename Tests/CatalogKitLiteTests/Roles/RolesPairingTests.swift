import Testing
@testable import CatalogKitLite

/// Grouping a catalog's accessibility strings into elements.
struct RolesPairingTests {
    /// A catalog with the given keys and comments, in order.
    private func catalog(_ entries: [(key: String, comment: String?)]) -> Catalog {
        Catalog(path: "Test.xcstrings", sourceLanguage: "en", version: "1.0", entries: entries.map { entry in
            CatalogEntry(key: entry.key, keyPosition: .start, comment: entry.comment.map { CatalogString($0, at: .start) }, position: .start)
        })
    }

    @Test func labelHintAndValueOfOneElementPair() throws {
        let roles = RoleClassifier().roles(of: catalog([
            ("movieCard.price.label", nil),
            ("Rent", nil),
            ("movieCard.price.hint", nil),
            ("movieCard.price.accessibilityValue", nil),
            ("trailer.closeHint", nil),
            ("trailer.close.label", nil),
            ("Added to favorites.", "[a11y: announcement]"),
        ]), module: "App")

        #expect(roles.keys.map(\.key) == [
            "movieCard.price.label", "movieCard.price.hint", "movieCard.price.accessibilityValue",
            "trailer.closeHint", "trailer.close.label", "Added to favorites.",
        ])
        #expect(roles.elements.map(\.key) == ["movieCard.price", "trailer.close", "Added to favorites."])
        let price = try #require(roles.element(containing: "movieCard.price.hint"))
        #expect(price.members == [.label: "movieCard.price.label", .hint: "movieCard.price.hint", .value: "movieCard.price.accessibilityValue"])
        #expect(price.orderedKeys == ["movieCard.price.label", "movieCard.price.accessibilityValue", "movieCard.price.hint"])
        #expect(roles.companion(of: "trailer.closeHint", role: .label) == "trailer.close.label")
        #expect(roles.companion(of: "Added to favorites.", role: .label) == nil)
        #expect(roles.element(containing: "Rent") == nil)
        #expect(roles.countsByRole == [.label: 2, .hint: 2, .value: 1, .announcement: 1])
    }

    @Test func aSecondKeyForTheSameRoleStandsAlone() {
        let elements = AccessibilityElement.group([
            ClassifiedKey(key: "x.label", assignment: RoleAssignment(role: .label, source: .convention, elementKey: "x")),
            ClassifiedKey(key: "x.accessibilityLabel", assignment: RoleAssignment(role: .label, source: .convention, elementKey: "x")),
            ClassifiedKey(key: "x.hint", assignment: RoleAssignment(role: .hint, source: .convention, elementKey: "x")),
        ])
        #expect(elements == [
            AccessibilityElement(key: "x", members: [.label: "x.label", .hint: "x.hint"]),
            AccessibilityElement(key: "x.accessibilityLabel", members: [.label: "x.accessibilityLabel"]),
        ])
    }

    @Test func commentMarkedKeysPairWhenTheirNameAllows() {
        let roles = RoleClassifier().roles(of: catalog([
            ("player.play.label", nil),
            ("player.play.tip", "[a11y: hint]"),
            ("player.play.hint-text", "[a11y: hint]"),
        ]), module: "App")
        // `tip` is no role word: the key stands alone. `hint-text` ends in another word: alone too.
        #expect(roles.elements.map(\.key) == ["player.play", "player.play.tip", "player.play.hint-text"])

        let named = RoleClassifier().roles(of: catalog([
            ("onboarding.next.label", nil),
            ("onboarding.next.value", "[a11y: hint]"),
        ]), module: "App")
        #expect(named.elements == [AccessibilityElement(key: "onboarding.next", members: [.label: "onboarding.next.label", .hint: "onboarding.next.value"])])
    }
}
