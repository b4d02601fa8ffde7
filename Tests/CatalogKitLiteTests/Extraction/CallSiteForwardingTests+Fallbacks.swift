import Testing
@testable import CatalogKitLite

extension CallSiteForwardingTests {
    /// post's `GlassIconButton` (49th study): `.accessibilityLabel(Text(label ?? systemName…))` with
    /// `label: String? = nil`. A maker that gives `label:` never reaches the symbol's name; one that
    /// leaves it out, or passes `nil`, does, and the name is what VoiceOver says there.
    @Test func aFallbackBehindAParameterIsReadOnlyWhereTheCallerLeavesTheParameterOut() throws {
        let found = try uses(#"""
            public struct GlassIconButton: View {
                private let systemName: String
                private let label: String?
                public init(_ systemName: String, label: String? = nil) {
                    self.systemName = systemName
                    self.label = label
                }
                public var body: some View {
                    Button {} label: { Image(systemName: systemName) }
                        .accessibilityLabel(Text(label ?? systemName.replacingOccurrences(of: ".", with: " ")))
                }
            }
            struct Gallery: View {
                var body: some View {
                    GlassIconButton("gearshape", label: "Settings")
                    GlassIconButton("xmark")
                    GlassIconButton("flip", label: nil)
                }
            }
            """#)
        let texts = found.compactMap(text)
        #expect(texts.contains("Settings") && texts.contains("xmark") && texts.contains("flip"), "\(found.map(\.argument))")
        #expect(!texts.contains("gearshape"), "the caller gives label: the fallback is never read")
    }
}

extension CallSiteForwardingTests {
    /// ios-archi's `ImageEditView(cancelButtonTitle: LocalizedStringKey = "再撮影")`, shown as
    /// `Text(cancelButtonTitle, bundle: .module)` (51st study): a maker that leaves the title out
    /// speaks the default, looked up where the use looks up what makers pass, in the module's bundle.
    @Test func aDefaultLeftOutIsLookedUpInTheUsesBundle() throws {
        let found = try uses(#"""
            struct ImageEditView: View {
                let cancelButtonTitle: LocalizedStringKey
                init(cancelButtonTitle: LocalizedStringKey = "Retake") { self.cancelButtonTitle = cancelButtonTitle }
                var body: some View {
                    Button {} label: { Text(cancelButtonTitle, bundle: .module) }
                }
            }
            struct Camera: View {
                var body: some View {
                    ImageEditView()
                    ImageEditView(cancelButtonTitle: "Choose Again")
                }
            }
            """#)
        let lookups = found.compactMap { use -> LocalizedLookup? in if case .localized(let lookup) = use.argument { lookup } else { nil } }
        #expect(lookups.compactMap(\.key.plainText).sorted() == ["Choose Again", "Retake"], "\(found.map(\.argument))")
        #expect(lookups.allSatisfy { $0.bundle == .module }, "\(lookups.map { ($0.key.plainText, $0.bundle) })")
    }
}
