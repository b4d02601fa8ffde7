import Testing
@testable import CatalogKitLite

/// A qualified name's last component, read on its bytes, is what splitting at its dots gives.
struct QualifiedNameTests {
    @Test(arguments: ["Kind", "Outline.Kind", "Syntax.Outline.Kind", "A.", "A..B", ".Kind", "..", "", "Ünïcode.Größe", "a.b.c.d.e.f"])
    func lastComponentIsTheOneSplittingGives(_ name: String) {
        let expected = String(name.split(separator: ".").last ?? Substring(name))
        #expect(name.lastNameComponent == expected)
    }

    @Test func namesTheTypeNotItsNamespace() {
        #expect("Syntax.Outline.Kind".lastNameComponent == "Kind")
        #expect("Kind".lastNameComponent == "Kind")
    }
}
