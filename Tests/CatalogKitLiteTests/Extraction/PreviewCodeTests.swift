import Testing
@testable import CatalogKitLite

/// Code that only Xcode's previews run gives no text to VoiceOver users.
struct PreviewCodeTests {

    @Test func previewMacroBodiesAreLeftOut() throws {
        let source = """
            struct Row: View {
                var body: some View { Button("Play") { play() } }
            }

            #Preview("Dark", traits: .sizeThatFitsLayout) {
                Form {
                    LabeledContent("Value:", optional: 1024.formatted())
                    Button("Preview only") {}.accessibilityLabel("Preview label")
                }
            }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.count == 1, "only the row's button: \(uses.map(\.form))")
        #expect(uses.first?.callPosition.line == 2)
    }

    /// The moers festival widgets: `#Preview(as: .systemSmall) { UpcomingWidget() } timeline: {
    /// FestivalWidgetEntry.previewUpcomingFilteredChaos }`. The entries the labelled closure after
    /// the body gives are preview code too, so the fixtures only they read do not ship.
    @Test func aWidgetPreviewsTimelineIsPreviewCode() throws {
        let source = """
            struct Entry { static var previewChaos: Entry { Entry() } }
            #Preview("Small", as: .systemSmall) {
                UpcomingWidget()
            } timeline: {
                Entry.previewChaos
                Image("x").accessibilityLabel("Timeline only")
            }
            struct Shown: View { var body: some View { Button("Play") {} } }
            """
        let file = try SwiftLexer.lex(Array(source.utf8))
        let ranges = PreviewCode.ranges(in: file)
        let timeline = try #require(source.utf8.firstRange(of: "Entry.previewChaos".utf8))
        let offset = source.utf8.distance(from: source.utf8.startIndex, to: timeline.lowerBound)
        #expect(ranges.contains { $0.contains(offset) })
        #expect(try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses.map(\.callPosition.line) == [8])
    }

    @Test func previewProvidersAreLeftOut() throws {
        let source = """
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Button("Preview only") {} }
            }
            struct Shown: View {
                var body: some View { Image("x").accessibilityLabel("Poster") }
            }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.count == 1)
        #expect(uses.first?.role == .label)
        #expect(uses.first?.isImplicit == false)
    }

    @Test func aPreviewWordInAStringIsNotAPreview() throws {
        let source = """
            let note = "#Preview { }"
            struct Shown: View { var body: some View { Button("Play") {} } }
            """
        #expect(try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses.count == 1)
    }

    @Test func typesOnlyPreviewsUseAreLeftOut() throws {
        // IceCubes' AvatarView.swift: a wrapper view that only the preview shows.
        let source = """
            struct AvatarView: View {
                var body: some View { Image("avatar").accessibilityLabel("avatar.label") }
            }
            struct AvatarView_Previews: PreviewProvider {
                static var previews: some View { PreviewWrapper() }
            }
            struct PreviewWrapper: View {
                @State private var isCircle = false
                var body: some View {
                    VStack { AvatarView(); Toggle("Avatar Shape", isOn: $isCircle) }
                }
            }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.count == 1, "the avatar's label only: \(uses.map(\.form))")
        #expect(uses.first?.callPosition.line == 2, "AvatarView is used by the preview but is no preview code")
    }

    @Test func aViewThePreviewShowsIsNoPreviewCode() throws {
        // NetNewsWire's AddAccountsView.swift: the file's only other reference is its preview, but
        // the app shows the view from another file.
        let source = """
            struct AddAccountsView: View {
                var body: some View { Button("Continue") {}.help("Add Account") }
            }
            struct AddAccountsView_Previews: PreviewProvider {
                static var previews: some View { AddAccountsView() }
            }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.count == 2, "the button's title and its help tag: \(uses.map(\.form))")
    }

    /// SubTrack's `OutputPreviewInspector`, the view of its "Preview" tab, made by another file and
    /// in this one only by `#Preview`s: its name speaks of the app's preview feature, not of Xcode's
    /// previews, so it is no preview code, nor the views it makes.
    @Test func aViewOfTheAppsOwnPreviewFeatureIsNoPreviewCode() throws {
        let source = """
            struct OutputPreviewInspector: View {
                var body: some View { TrackNumberCell() }
            }
            private struct TrackNumberCell: View {
                var body: some View { Image(systemName: "film").accessibilityLabel("Video track") }
            }
            #Preview("Preview") { OutputPreviewInspector() }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.map(\.callPosition.line) == [5])
        #expect(PreviewCode.isNamedForPreviews("PreviewWrapper") && PreviewCode.isNamedForPreviews("WrapperForPreview"))
        #expect(!PreviewCode.isNamedForPreviews("FileOutputPreview") && !PreviewCode.isNamedForPreviews("Previewer"))
    }

    @Test func madeUpDataOnlyPreviewsReadIsPreviewCode() throws {
        // AudioBooth's TipJarView.swift: the shipped model builds its tips from the store; the
        // static `mock` that only the preview reads holds English titles.
        func hardCodedLines(_ source: String) throws -> [Int] {
            try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses.compactMap { use in
                if case .hardCoded = use.argument { return use.callPosition.line }
                return nil
            }
        }
        let preview = """
            struct Tip { let title: String }
            struct TipRow: View { let tip: Tip; var body: some View { Button(action: {}) { Text(tip.title) } } }
            extension Tip {
                static var mock = Tip(
                    title: "Buy Me Lunch"
                )
            }
            #Preview { TipRow(tip: .mock) }
            """
        #expect(try hardCodedLines(preview).isEmpty, "the mock's title is no text a user hears")
        // The same value, shown by the app: its maker gives the title.
        let shipped = preview.replacingOccurrences(of: "#Preview {", with: "struct Shop: View { var body: some View {") + " }"
        #expect(try hardCodedLines(shipped) == [4])
        // A property named for anything else is read wherever it is made.
        let named = preview.replacingOccurrences(of: "mock", with: "lunch")
        #expect(try hardCodedLines(named) == [4])
        // SecretDJ's `TuneInScreen`: a view member of the fixture's name (`private var mock: some
        // View`, read bare in the body) is another member; only `.mock` reads the fixture (48th study).
        let twin = preview.replacingOccurrences(
            of: "var body: some View { Button(action: {}) { Text(tip.title) } }",
            with: "var body: some View { mock }\n    private var mock: some View { Button(action: {}) { Text(tip.title) } }")
        #expect(try hardCodedLines(twin).isEmpty, "the bare `mock` is the view's own member")
        #expect(try hardCodedLines(twin.replacingOccurrences(of: "#Preview {", with: "struct Shop: View { var body: some View {") + " }") == [5])
    }
}
