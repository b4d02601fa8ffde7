import Testing
@testable import CatalogKitLite

/// Values made by initialisers of the app's own types, and what is read back from them (the
/// 27th study: bruce's copy structs, 145 of its 190 accessibility lines "dynamic"; the GOV.UK
/// app's string builders, 66 lookups whose table was "not a literal").
struct ConstructedValueTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func lookup(_ use: AccessibilityUse) -> LocalizedLookup? {
        if case .localized(let lookup) = use.argument { lookup } else { nil }
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    /// bruce's form: a key carried in a struct made by a static factory, chosen per case of an
    /// enum passed to a private method, and looked up where the struct's stored `key` is read.
    @Test func aKeyStoredByAnInitialiserIsReadBackWhereTheLookupReadsIt() throws {
        let found = try uses(#"""
            struct Copy {
                struct Entry {
                    let key: String.LocalizationValue
                    static func localized(_ key: String.LocalizationValue) -> Self { Self(key: key) }
                }
                let mode: Int
                func text(_ entry: Entry) -> String {
                    String(localized: entry.key, table: "Localizable")
                }
            }
            struct AppCopy {
                private let copy: Copy
                var climateTab: String { text(.climateTab) }
                var carTab: String { text(.carTab) }
                private func text(_ key: Key) -> String { copy.text(key.entry) }
                fileprivate enum Key {
                    case climateTab, carTab
                    var entry: Copy.Entry {
                        switch self {
                        case .climateTab: .localized("app.climateTab")
                        case .carTab: .localized("app.carTab")
                        }
                    }
                }
            }
            struct Tabs: View {
                let copy: AppCopy
                var body: some View {
                    Image(systemName: "thermometer").accessibilityLabel(copy.climateTab)
                    Image(systemName: "car").accessibilityLabel(copy.carTab)
                }
            }
            """#)
        // Each label reads its own case only, in the table the lookup names.
        #expect(found.map { lookup($0)?.key.plainText } == ["app.climateTab", "app.carTab"])
        #expect(found.allSatisfy { lookup($0)?.table == "Localizable" })
    }

    /// A method called on a value an initialiser makes (`Copy(mode: mode).text(…)`), and a local
    /// constant whose type is its initialiser's (`let copy = EnergyCopy(mode: mode)`).
    @Test func membersOfAnInitialisersValueAreTheTypes() throws {
        let found = try uses(#"""
            struct Copy {
                let mode: Int
                func text(_ key: String.LocalizationValue) -> String { String(localized: key) }
            }
            struct EnergyCopy {
                let mode: Int
                var loading: String { String(localized: "energy.loading") }
            }
            struct Interface {
                let mode: Int
                var disconnecting: String { localized("interface.disconnecting") }
                private func localized(_ key: String.LocalizationValue) -> String { Copy(mode: mode).text(key) }
            }
            struct Card: View {
                let mode: Int
                let interface: Interface
                var body: some View {
                    let copy = EnergyCopy(mode: mode)
                    ProgressView().accessibilityLabel(copy.loading)
                    Image(systemName: "wifi.slash").accessibilityLabel(interface.disconnecting)
                }
            }
            """#)
        #expect(found.map { lookup($0)?.key.plainText } == ["energy.loading", "interface.disconnecting"])
    }

    /// The GOV.UK app's `String.chat.localized("key")`: the helper's table and bundle are stored
    /// properties of the builder, given by the initialiser the static property calls.
    @Test func aHelpersTableMayBeAStoredPropertyOfTheValueItIsCalledOn() throws {
        let found = try uses(#"""
            extension String {
                public struct LocalStringBuilder {
                    let tableName: String
                    let bundle: Bundle
                    public init(tableName: String, bundle: Bundle) {
                        self.tableName = tableName
                        self.bundle = bundle
                    }
                    public func localized(_ key: String, comment: String = "") -> String {
                        NSLocalizedString(key, tableName: tableName, bundle: bundle, comment: comment)
                    }
                }
                static var chat: LocalStringBuilder { .init(tableName: "Chat", bundle: .main) }
                static var common: LocalStringBuilder { LocalStringBuilder(tableName: "Common", bundle: .module) }
                static var either: LocalStringBuilder { flag ? .init(tableName: "A", bundle: .main) : .init(tableName: "B", bundle: .main) }
            }
            extension String.LocalStringBuilder {
                func shared(_ key: String) -> String {
                    let tableName = "Shared"
                    return NSLocalizedString(key, tableName: tableName, comment: "")
                }
            }
            func show() {
                menuButton.accessibilityLabel = String.chat.localized("moreOptionsAccessibilityLabel")
                linkView.accessibilityHint = String.common.localized("openWebLinkHint")
                otherView.accessibilityHint = String.either.localized("hint")
                lastView.accessibilityHint = builder.localized("hint")
                sharedView.accessibilityHint = String.chat.shared("shared")
            }
            """#)
        #expect(found.prefix(2).map { lookup($0)?.key.plainText } == ["moreOptionsAccessibilityLabel", "openWebLinkHint"])
        #expect(found.prefix(2).map { lookup($0)?.table } == ["Chat", "Common"])
        #expect(lookup(found[0])?.bundle == .main && lookup(found[1])?.bundle == .module)
        // Two tables the receiver may have, or a receiver this reader cannot follow: unread.
        #expect(found[2...3].map(reason) == [.tableNotLiteral, .tableNotLiteral])
        // A local named like the stored property is what the helper's body reads, not the receiver's.
        #expect(lookup(found[4])?.table != "Chat")
    }

    /// A stored property read from an initialiser that was not given it stays dynamic; one read
    /// where no initialiser is in sight (`item.title`) is left to the initialiser's call sites,
    /// as before (here `Item(title:)` gives it "Inbox").
    @Test func aPropertyNoInitialiserGivesStaysDynamic() throws {
        let found = try uses(#"""
            struct Item {
                let title: String
                var subtitle: String = ""
            }
            struct Row: View {
                let item: Item
                var body: some View {
                    let made = Item(title: String(localized: "Inbox"))
                    Text("x").accessibilityLabel(made.title)
                    Text("x").accessibilityLabel(made.subtitle)
                    Text("x").accessibilityLabel(item.title)
                }
            }
            """#)
        #expect(found.compactMap(reason) == [.storedProperty])
        #expect(found.compactMap { lookup($0)?.key.plainText } == ["Inbox", "Inbox"])
    }

    /// GOVKit declares the builder, its helper and `static var common`; the app calls
    /// `String.common.localized("openWebLinkHint")` and cannot read GOVKit's declarations: the helper
    /// carries what its module's static properties give (table "Common", GOVKit's own bundle).
    @Test func aReceiverDeclaredInTheHelpersModuleIsReadFromThere() throws {
        let kit = try SwiftLexer.lex(Array(#"""
            extension String {
                public struct LocalStringBuilder {
                    let tableName: String
                    let bundle: Bundle
                    public func localized(_ key: String, comment: String = "") -> String {
                        NSLocalizedString(key, tableName: tableName, bundle: bundle, comment: comment)
                    }
                }
                public static var common: LocalStringBuilder { .init(tableName: "Common", bundle: .module) }
                public static var shared: LocalStringBuilder { return LocalStringBuilder(tableName: Self.name, bundle: .main) }
            }
            """#.utf8))
        let app = try SwiftLexer.lex(Array(#"""
            func show() {
                linkView.accessibilityHint = String.common.localized("openWebLinkHint")
                otherView.accessibilityHint = String.shared.localized("hint")
                let common = String.LocalStringBuilder(tableName: userTable, bundle: .main)
                thirdView.accessibilityHint = common.localized("third")
            }
            """#.utf8))
        var modules = [SwiftModule(files: [kit], paths: ["Kit/Strings.swift"]), SwiftModule(files: [app], paths: ["App/Show.swift"])]
        HelperDetector.link(&modules)
        let found = AccessibilityCallRecognizer().scan(file: 0, of: modules[1]).uses
        #expect(found.count == 3)
        #expect(lookup(found[0])?.key.plainText == "openWebLinkHint" && lookup(found[0])?.table == "Common")
        #expect(lookup(found[0])?.bundle == .module && lookup(found[0])?.bundleFile == "Kit/Strings.swift")
        // A table that is no literal where the property makes the value stays unread; so does a
        // value named like the property (`common`) that is not it.
        #expect(reason(found[1]) == .tableNotLiteral && reason(found[2]) == .tableNotLiteral)
    }
}
