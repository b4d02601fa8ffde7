import Testing
@testable import CatalogKitLite

/// Names of products no language translates, told from a version among capitalised words or from
/// the names beside them in one label's values (the 44th study: Pindrop's speech models, OakReader's
/// search engines).
struct ProductNamesTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    @Test(arguments: [
        ("Whisper Large v3 Turbo (Groq)", true), ("Distil Large v3", true), ("Parakeet TDT 0.6B V2", true),
        ("Whisper Large v3 Sep 2024 (Q 547MB)", true),
        // Prose around a version, a version alone, a name without a version.
        ("Update to v3", false), ("v3", false), ("Whisper Base (English)", false), ("What's new in v2.1", false),
    ])
    func aVersionAmongCapitalisedWordsIsAName(text: String, isName: Bool) {
        #expect(ProductNames.isVersionedName(text) == isName)
        let judged = ValueJudge.judgeText(SwiftStringLiteral(segments: [.text(text)], position: SourcePosition(line: 1, column: 1, offset: 0)))
        if isName, case .hardCoded = judged { Issue.record("\(text) is judged hard-coded") }
    }

    /// OakReader's search engine menu: Google and DuckDuckGo are names by themselves, and the
    /// single capitalised words beside them in the same switch are names too. One name beside
    /// words ("GitHub", "Settings", "Profile"), or a phrase beside names, stays hard-coded.
    @Test func singleWordsBesideNamesAreNames() throws {
        let found = try uses(#"""
            enum Engine: String, CaseIterable {
                case google, bing, duckDuckGo, ecosia
                var displayName: String {
                    switch self {
                    case .google: "Google"
                    case .bing: "Bing"
                    case .duckDuckGo: "DuckDuckGo"
                    case .ecosia: "Ecosia"
                    }
                }
            }
            enum Tab: CaseIterable {
                case github, settings, profile
                var title: String {
                    switch self {
                    case .github: "GitHub"
                    case .settings: "Settings"
                    case .profile: "Profile"
                    }
                }
            }
            enum Share: CaseIterable {
                case twitter, facebook, copy
                var title: String {
                    switch self {
                    case .twitter: "Twitter"
                    case .facebook: "Facebook"
                    case .copy: "Copy the link"
                    }
                }
            }
            struct Menu: View {
                let engine: Engine
                let tab: Tab
                let share: Share
                var body: some View {
                    Image("engine").accessibilityLabel(engine.displayName)
                    Image("tab").accessibilityLabel(tab.title)
                    Image("share").accessibilityLabel(share.title)
                }
            }
            """#)
        func hardCoded(_ line: Int) -> [String] {
            found.filter { $0.callPosition.line == line }.compactMap { use in
                if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil }
            }
        }
        #expect(found.filter { $0.callPosition.line == 37 }.count == 4, "\(found.map(\.argument))")
        #expect(hardCoded(37).isEmpty, "\(found.map(\.argument))")
        #expect(hardCoded(38) == ["Settings", "Profile"], "\(found.map(\.argument))")
        #expect(hardCoded(39) == ["Copy the link"], "\(found.map(\.argument))")
    }
}
