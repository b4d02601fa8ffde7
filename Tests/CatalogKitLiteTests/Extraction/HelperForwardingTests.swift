import Testing
@testable import CatalogKitLite

/// Text a view's makers or a function's callers give, handed to the app's own lookup helper where it
/// is spoken (`Button(L(title))`): the callers' literals are keys of the helper's table and bundle.
struct HelperForwardingTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    /// A view's text property handed to the app's own lookup helper (`Button(L(title))`,
    /// `title.localized`, `AppStrings.text(hint)` with its own table): what the makers pass is a key
    /// of the helper's table, as with `LocalizedStringKey(title)` (the thirty-fourth study's judges
    /// found such sites dynamic); a value that is no parameter or property stays dynamic.
    @Test func aViewsPropertyHandedToTheAppsHelperIsAKeyAtTheMakers() throws {
        let found = try uses(#"""
            func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            enum AppStrings {
                static func text(_ key: String) -> String { NSLocalizedString(key, tableName: "Settings", comment: "") }
            }
            struct SettingRow: View {
                let title: String
                let hint: String
                var body: some View {
                    Button(L(title)) {}
                        .accessibilityHint(AppStrings.text(hint))
                }
            }
            struct Badge: View {
                let name: String
                var body: some View { Image(systemName: "star").accessibilityLabel(name.localized) }
            }
            struct Screen: View {
                let server: Server
                var body: some View {
                    SettingRow(title: "settings.sound", hint: "settings.sound.hint")
                    Badge(name: "badge.gold")
                    Button(server.name.localized) {}
                }
            }
            """#)
        #expect(found.map { use in
            if case .localized(let lookup) = use.argument { return "\(lookup.key.plainText ?? "") \(lookup.table ?? "-")" }
            return reason(use).map { "dynamic \($0.rawValue)" } ?? "other"
        } == ["settings.sound -", "settings.sound.hint Settings", "badge.gold -", "dynamic key-not-literal"])
        #expect(found.map(\.role) == [.label, .hint, .label, .label])
    }

    /// A helper over `NSLocalizedString` looks its `String` key up as written: a maker's
    /// `"Hello \(name)"` is a key made at run time (kept as the format a catalog would hold, which
    /// that lookup never finds); a plain literal stays a key.
    @Test func aMakersInterpolationIsARunTimeKeyOfAStringHelper() throws {
        let found = try uses(#"""
            func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            struct Greeting: View {
                let title: String
                var body: some View {
                    Button(L(title)) {}
                }
            }
            struct Screen: View {
                let name: String
                var body: some View {
                    Greeting(title: "Hello \(name)")
                    Greeting(title: "Welcome")
                }
            }
            """#)
        #expect(found.map { use -> String in
            if case .localized(let lookup) = use.argument { return "key \(lookup.key.writtenText)" }
            return "\(reason(use).map(\.rawValue) ?? "other") \(use.runTimeKey?.key.writtenText ?? "-")"
        } == ["interpolated-key Hello \\(name)", "stored-property -", "key Welcome"], "the name interpolated is text Screen's makers give")
    }

    /// CalmAnchor's trigger chips: `Text(LocalizedStringKey(label))` of a view's `String` property,
    /// whose makers pass `trigger.label`, a computed `String` of literals (`case .work: "Work Stress"`):
    /// each literal is a key, looked up as `LocalizedStringKey(trigger.label)` at the maker would be
    /// (the forty-eighth study's judge found them reported hard-coded, and all translated); one with an
    /// interpolation makes its key at run time and stays text; a view that shows the `String` as it is
    /// keeps it hard-coded.
    @Test func aLiteralTheMakersStringHoldsIsAKeyWhereTheViewMakesItOne() throws {
        let found = try uses(#"""
            enum Trigger: CaseIterable {
                case work, social, count
                var label: String {
                    switch self {
                    case .work: return "Work Stress"
                    case .social: return "Social Situations"
                    case .count: return "Count \(1)"
                    }
                }
            }
            struct Quiz: View {
                var body: some View {
                    ForEach(Trigger.allCases, id: \.label) { trigger in
                        Chip(label: trigger.label)
                        Plain(label: trigger.label)
                    }
                }
            }
            struct Chip: View {
                let label: String
                var body: some View { Button(action: {}) { Text(LocalizedStringKey(label)) } }
            }
            struct Plain: View {
                let label: String
                var body: some View { Image(systemName: "x").accessibilityLabel(label) }
            }
            """#)
        let described = found.map { use -> String in
            switch use.argument {
            case .localized(let lookup): "key \(lookup.key.writtenText)"
            case .hardCoded(let literal): "text \(literal.writtenText)"
            default: "other"
            }
        }
        #expect(described.sorted() == [
            "key Social Situations", "key Work Stress", "text Count \\(1)",
            "text Count \\(1)", "text Social Situations", "text Work Stress",
        ])
    }

    /// Lumi's `BookletLocalization.string(_:)` passes its type's constants to another helper,
    /// `LumiLocalization.string(key, bundle: bundle, table: table)` (49th study): the table and bundle
    /// are the constants' values, as where it looks the key up itself (the sites were left dynamic,
    /// "table not a literal").
    @Test func aHelperPassingItsTypesConstantsToAnotherHelperLooksUpInThem() throws {
        let found = try uses(#"""
            public enum LumiLocalization {
                public static func string(_ key: String, bundle: Bundle, table: String) -> String {
                    NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
                }
            }
            public enum BookletLocalization {
                static let table = "Booklet"
                static let bundle = Bundle.module
                public static func string(_ key: String) -> String {
                    LumiLocalization.string(key, bundle: bundle, table: table)
                }
            }
            func show() {
                printButton.accessibilityLabel = BookletLocalization.string("booklet.print")
            }
            """#)
        guard case .localized(let lookup) = try #require(found.first).argument else {
            Issue.record("\(found.map(\.argument))")
            return
        }
        #expect(lookup.key.plainText == "booklet.print" && lookup.table == "Booklet" && lookup.bundle == .module)
    }
}
