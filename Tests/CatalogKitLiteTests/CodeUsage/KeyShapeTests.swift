import Testing
@testable import CatalogKitLite

/// A key written in code with interpolations finds the catalog key with format specifiers there.
struct KeyShapeTests {
    private func literal(_ segments: [SwiftStringLiteral.Segment]) -> SwiftStringLiteral {
        SwiftStringLiteral(segments: segments, position: .start)
    }

    @Test(arguments: [
        ("%lld items", true),
        ("%@ items", true),
        ("%1$@ items", true),
        ("%lf items", true),
        ("%lld item", false),
        ("items", false),
        ("%lld %@ items", false),
        ("%#@count@ items", true),
        // Crest's "%arg points" beside "%lld points" (49th study): a `%arg` outside a
        // substitution's branches is no argument a lookup fills.
        ("%arg items", false),
        ("%1$arg items", false),
    ])
    func interpolationsMatchAnySpecifier(catalogKey: String, matches: Bool) {
        let code = KeyShape.of(literal([.interpolation("count"), .text(" items")]))
        #expect((KeyShape.ofCatalogKey(catalogKey) == code) == matches, "\(catalogKey)")
    }

    @Test func aPercentSignIsTheCatalogsEscapedPercent() {
        let code = KeyShape.of(literal([.interpolation("value"), .text("% done")]))
        #expect(KeyShape.ofCatalogKey("%lld%% done") == code)
    }

    @Test func aKeyWithoutPercentIsItsOwnShape() {
        #expect(KeyShape.ofCatalogKey("player.play.label") == nil)
        #expect(KeyShape.of(literal([.text("player.play.label")])) == "player.play.label")
    }
}
