import Testing
@testable import CatalogKitLite

/// Lookup helpers written as initialisers of a text type: Dawnbreak's `extension Text { init(key:
/// String) { self.init(LocalizedStringKey(key), bundle: .main) } }`, called `Text(key: "…")`, and
/// EnergyStats' `public extension String { init(accessibilityKey key: LocalizedString.Key.Accessibility)
/// { self = NSLocalizedString(key.rawValue, comment: "") } }`, whose key is the raw value of the case
/// a call in the app names (the thirty-first study's judges found 24 such labels unread).
struct InitialiserHelperTests {
    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func aTextInitialiserThatLooksUpItsParameterIsAHelper() throws {
        let file = try SwiftLexer.lex(Array(#"""
            extension Text {
                init(key: String) { self.init(LocalizedStringKey(key), bundle: .main) }
            }
            extension Widget { init(key: String) { self.name = key } }
            struct Row: View {
                var body: some View {
                    Image(systemName: "bell").accessibilityLabel(Text(key: "alarms.row"))
                    Image(systemName: "gear").accessibilityLabel(Text(key: isOn ? "editor.on" : "editor.off"))
                    Image(systemName: "x").accessibilityLabel(Text(name))
                }
            }
            """#.utf8))
        var modules = [SwiftModule(files: [file], paths: ["App/Localization.swift"])]
        HelperDetector.link(&modules)
        #expect(modules[0].helpers["init"]?.map(\.owner) == ["Text"], "only a text type's initialiser is a helper")
        let found = AccessibilityCallRecognizer().scan(file: 0, of: modules[0]).uses
        #expect(found.map(key) == ["alarms.row", "editor.on", "editor.off", nil])
    }

    @Test func aKeyThatIsAnEnumParametersRawValueIsReadAcrossModules() throws {
        let core = try SwiftLexer.lex(Array(#"""
            public enum LocalizedString {
                public enum Accessibility: String {
                    case batteryCapacity = "accessibility.battery.capacity"
                    case inverter
                }
            }
            public extension String {
                init(accessibilityKey key: LocalizedString.Accessibility, bundle: Bundle = .main) {
                    self = NSLocalizedString(key.rawValue, bundle: bundle, comment: "")
                }
            }
            """#.utf8))
        let app = try SwiftLexer.lex(Array(#"""
            struct Footer: View {
                var body: some View {
                    Text("x").accessibilityLabel(String(accessibilityKey: .batteryCapacity))
                    Text("y").accessibilityLabel(String(accessibilityKey: LocalizedString.Accessibility.inverter))
                    Text("z").accessibilityLabel(String(accessibilityKey: chosen))
                }
            }
            """#.utf8))
        var modules = [SwiftModule(files: [core], paths: ["Core/LocalizedString.swift"]), SwiftModule(files: [app], paths: ["App/Footer.swift"])]
        HelperDetector.link(&modules)
        let found = AccessibilityCallRecognizer().scan(file: 0, of: modules[1]).uses
        #expect(found.map(key) == ["accessibility.battery.capacity", "inverter", nil], "\(found.map(\.argument))")
        if case .dynamic(_, let reason) = found[2].argument { #expect(reason == .keyNotLiteral) } else { Issue.record("a case held in a value is not known") }
    }

    /// WorldPlug's `func localized(from table: StringCatalog) -> String { String(localized:
    /// String.LocalizationValue(self), table: table.rawValue) }` (52nd study): the table is the raw
    /// value of the case a call names, or of the parameter's default; a case held in a value is not
    /// known, and the lookup stays dynamic for its table.
    @Test func aTableThatIsAnEnumParametersRawValueIsTheCallsCase() throws {
        let file = try SwiftLexer.lex(Array(#"""
            enum StringCatalog: String {
                case main = "Localizable"
                case accessibility = "Accessibility"
            }
            extension String {
                func localized(from table: StringCatalog = .accessibility) -> String {
                    String(localized: String.LocalizationValue(self), table: table.rawValue)
                }
            }
            struct Card: View {
                var body: some View {
                    Image("v").accessibilityLabel("accessibility.voltage".localized(from: .accessibility))
                    Image("m").accessibilityLabel("title".localized(from: StringCatalog.main))
                    Image("d").accessibilityLabel("accessibility.default".localized())
                    Image("c").accessibilityLabel("accessibility.chosen".localized(from: chosen))
                }
            }
            """#.utf8))
        var modules = [SwiftModule(files: [file], paths: ["App/Localizable.swift"])]
        HelperDetector.link(&modules)
        let found = AccessibilityCallRecognizer().scan(file: 0, of: modules[0]).uses
        let tables = found.map { use -> String? in if case .localized(let lookup) = use.argument { lookup.table } else { nil } }
        #expect(found.map(key) == ["accessibility.voltage", "title", "accessibility.default", nil], "\(found.map(\.argument))")
        #expect(tables == ["Accessibility", "Localizable", "Accessibility", nil])
        if case .dynamic(_, let reason) = found[3].argument { #expect(reason == .tableNotLiteral) } else { Issue.record("a case held in a value is not known") }
    }
}

/// A resource a constant holds, handed to the app's helper that takes one (Oasis's
/// `L10n.string(L10n.Mixer.soundDetailsHint)`): the resource's key, when it names no table or
/// other bundle of its own.
struct ResourceConstantHelperTests {
    @Test func aResourceConstantGivenToAHelperIsItsKey() throws {
        let file = try SwiftLexer.lex(Array(#"""
            enum L10n {
                static func string(_ resource: LocalizedStringResource) -> String { String(localized: resource) }
                enum Mixer {
                    static let soundDetailsHint = LocalizedStringResource("mixer.hint", defaultValue: "Opens details.", bundle: .main, comment: "")
                    static let tabled = LocalizedStringResource("mixer.tabled", table: "Mixer")
                    static let packaged = LocalizedStringResource("mixer.packaged", bundle: .atURL(url))
                }
            }
            struct Row: View {
                var body: some View {
                    Text("a").help(L10n.string(L10n.Mixer.soundDetailsHint))
                    Text("b").help(L10n.string(L10n.Mixer.tabled))
                    Text("c").help(L10n.string(L10n.Mixer.packaged))
                }
            }
            """#.utf8))
        var modules = [SwiftModule(files: [file], paths: ["App/L10n.swift"])]
        HelperDetector.link(&modules)
        let found = AccessibilityCallRecognizer().scan(file: 0, of: modules[0]).uses
        let keys = found.map { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(keys == ["mixer.hint", nil, nil], "a resource with its own table or bundle stays unread: \(found.map(\.argument))")
    }

    /// MoviesDB's `static func string(_ key: Key) -> String { String(localized: .init(key.rawValue),
    /// table: "Localizable", bundle: .module) }` (59th study): the raw value of the enum case is the
    /// key inside the conversion to `String.LocalizationValue`, as it is without one, and in its
    /// `format(_ key: Key, _ arguments:)`, which passes the key on to `string(key)`.
    @Test func aRawValueKeyInsideAConversionIsTheCasesRawValue() throws {
        let file = try SwiftLexer.lex(Array(#"""
            enum MovieDBUILocalizable {
                enum Key: String {
                    case watchlistAdd = "watchlist_accessibility_add"
                    case watchlistHint = "watchlist_accessibility_hint"
                    case posterFormat = "poster_accessibility_format"
                }
                static func string(_ key: Key) -> String {
                    String(localized: .init(key.rawValue), table: "Localizable", bundle: .module)
                }
                static func format(_ key: Key, _ arguments: CVarArg...) -> String {
                    String(format: string(key), locale: Locale.current, arguments: arguments)
                }
            }
            final class Cell: UICollectionViewCell {
                func configure() {
                    button.accessibilityLabel = MovieDBUILocalizable.string(.watchlistAdd)
                    button.accessibilityHint = MovieDBUILocalizable.string(.watchlistHint)
                    poster.accessibilityLabel = MovieDBUILocalizable.format(.posterFormat, title)
                }
            }
            """#.utf8))
        var modules = [SwiftModule(files: [file], paths: ["UI/Cell.swift"])]
        HelperDetector.link(&modules)
        let found = AccessibilityCallRecognizer().scan(file: 0, of: modules[0]).uses
        let keys = found.map { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(keys == ["watchlist_accessibility_add", "watchlist_accessibility_hint", "poster_accessibility_format"], "\(found.map(\.argument))")
    }
}
