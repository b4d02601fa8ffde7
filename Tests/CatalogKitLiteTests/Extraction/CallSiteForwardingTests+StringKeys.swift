import Testing
@testable import CatalogKitLite

extension CallSiteForwardingTests {
    /// CustomSystemIcons' `func customAccessibility(label: String, hint: String) -> some View`, whose
    /// body looks each parameter up (`let label = NSLocalizedString(label, comment: "")`) and gives
    /// it to `.accessibilityLabel(Text(label))` (59th study: 9 of 17 sites missed): the literal each
    /// call passes is the key, as where a parameter is made a `LocalizedStringKey`. An interpolated
    /// `String` key is made at run time, as NSLocalizedString looks up what it is given.
    @Test func aStringParameterLookedUpByNSLocalizedStringGivesKeysAtTheCalls() throws {
        let found = try uses(#"""
            extension View {
                func customAccessibility(label: String, hint: String) -> some View {
                    let label = NSLocalizedString(label, comment: "")
                    let hint = NSLocalizedString(hint, comment: "")
                    return self.accessibilityLabel(Text(label))
                        .accessibilityHint(Text(hint))
                }
            }
            struct GoBackButton: View {
                let count: Int
                var body: some View {
                    Label("Label.GoBack", systemImage: "chevron.left")
                        .customAccessibility(label: "Button.Back.Accessibility", hint: "Button.Back.Accessibility.Hint")
                    Image(systemName: "tray")
                        .customAccessibility(label: "Items \(count)", hint: "Items.Hint")
                }
            }
            """#)
        let explicit = found.filter { !$0.isImplicit }
        #expect(explicit.map { key($0) ?? "other" } == ["Button.Back.Accessibility", "Button.Back.Accessibility.Hint", "other", "Items.Hint"])
        #expect(explicit.map(\.role) == [.label, .hint, .label, .hint])
        #expect(explicit[2].runTimeKey?.key.writtenText == #"Items \(count)"#, "\(explicit[2])")
    }
}
