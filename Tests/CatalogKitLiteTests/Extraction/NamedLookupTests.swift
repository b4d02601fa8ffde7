import Testing
@testable import CatalogKitLite

/// Lookups the module's declarations make, named by a path: a strings enum's nested type that
/// shares its name with a model type (the written path decides whose member is meant), and such a
/// declaration written inside a plain string's interpolation.
struct NamedLookupTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    /// Konjugieren's `L.BrowseableFamily.separable` beside `enum BrowseableFamily { case separable }`
    /// (the thirty-fifth study found such labels dynamic).
    @Test func aNestedTypesMemberIsNotTheSameNamedCaseOfAModelType() throws {
        let found = try uses(#"""
            enum L {
                enum BrowseableFamily {
                    static var separable: String { String(localized: "BrowseableFamily.separable") }
                }
                enum Quiz {
                    static var start: String { String(localized: "Quiz.start") }
                }
            }
            enum BrowseableFamily: String, CaseIterable {
                case separable
                case strong
                var title: String { rawValue.capitalized }
            }
            struct VerbView: View {
                let family: BrowseableFamily
                var body: some View {
                    Label(L.BrowseableFamily.separable, systemImage: "arrow.left.arrow.right")
                    Label(L.Quiz.start, systemImage: "play")
                    Label(BrowseableFamily.strong.rawValue, systemImage: "bolt")
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key BrowseableFamily.separable", "key Quiz.start", "text strong"])
    }

    /// Catalog text written inside a plain string's interpolation through a constant or a function of
    /// the module that looks it up: `"\(L.Quiz.score) \(score)"` (Konjugieren's results), a local that
    /// holds `Self.trendLabel(trend)` (Peach's sparkline). Each is a lookup of the label, beside the
    /// string that joins them (the thirty-fifth study's judges found only the joined string).
    @Test func aConstantOrFunctionThatLooksItsTextUpIsALookupInsideAnInterpolation() throws {
        let found = try uses(#"""
            enum L {
                enum Quiz {
                    static var score: String { String(localized: "Quiz.score") }
                    static let plain = "Plain"
                }
            }
            struct ResultsView: View {
                let quiz: Quiz
                var body: some View {
                    Text("x").accessibilityLabel(Text(verbatim: "\(L.Quiz.score) \(quiz.finalScore)"))
                    Text("y").accessibilityLabel(Text(verbatim: "\(L.Quiz.plain) \(quiz.finalScore)"))
                    Text("z").accessibilityLabel(Self.sparkline(trend: quiz.trend))
                }
                static func trendLabel(_ trend: Trend) -> String {
                    switch trend {
                    case .up: String(localized: "Improving")
                    case .down: String(localized: "Declining")
                    }
                }
                static func sparkline(trend: Trend) -> String {
                    let word = Self.trendLabel(trend)
                    return "\(word), \(trend.count)"
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == [
            "untranslatable", "key Quiz.score", "untranslatable", "untranslatable", "key Improving", "key Declining",
        ])
    }

    /// A `String` property or function whose body gives written words, inside a localized key's
    /// interpolation: `"\(mode.title). \(mode.subtitle)"` (Uninstally's deletion modes, 46th study)
    /// speaks English words in every language, which are judged as text. A property that looks its
    /// text up, or that gives no words, or a stored one, adds nothing.
    @Test func aPropertyGivingWrittenWordsInsideALocalizedInterpolationIsText() throws {
        let found = try uses(#"""
            enum DeletionMode: CaseIterable {
                case trash, permanent
                var title: String {
                    switch self {
                    case .trash: return "Move to Trash"
                    case .permanent: return "Permanently Delete"
                    }
                }
                var code: String { self == .trash ? "#1" : "#2" }
                var localizedTitle: String { String(localized: "Trash it") }
                let stored = "Stored"
            }
            struct Row: View {
                let mode: DeletionMode
                var body: some View {
                    Text("a").accessibilityLabel("Mode: \(mode.title)")
                    Text("b").accessibilityLabel("\(mode.localizedTitle), \(mode.code), \(mode.stored)")
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == [
            "key ", "text Move to Trash", "text Permanently Delete", "key ", "key Trash it",
        ], "\(found.map(\.argumentInWords))")
    }

    /// An enum's raw values inside a localized key's interpolation: `"\(category.rawValue), \(count)
    /// Artikel"` (Famlist's German categories, 47th study) speaks them as written in every language,
    /// so they are judged as text. Raw values without words add nothing, nor does another value's
    /// `rawValue`.
    @Test func anEnumsRawValueInsideALocalizedInterpolationIsText() throws {
        let found = try uses(#"""
            enum Category: String, CaseIterable {
                case fruit = "Obst & Gemüse"
                case drinks = "Getränke"
            }
            enum Level: String { case low = "1", high = "2" }
            struct Header: View {
                let category: Category
                let level: Level
                let other: Other
                var body: some View {
                    Text("a").accessibilityLabel("\(category.rawValue), \(3) Artikel")
                    Text("b").accessibilityLabel("Level \(level.rawValue), \(other.rawValue)")
                    Text("c").accessibilityLabel("\(category.rawValue.uppercased()) aisle")
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == [
            "key ", "text Obst & Gemüse", "text Getränke", "key ", "untranslatable", "untranslatable",
            // `category.rawValue.uppercased()`: the raw values in capitals, as they are spoken.
            "key ", "text OBST & GEMÜSE", "text GETRÄNKE",
        ], "\(found.map(\.argumentInWords))")
    }

    /// A raw value interpolated inside a function the reader follows is read with that function's
    /// parameters: two apps of the 49th study crashed here (an index into frames the interpolation's
    /// own run did not have), with `func label(_ mode: Mode) -> String { "Mode \(mode.rawValue)" }`.
    @Test func aRawValueInsideAFollowedFunctionIsReadWithItsParameters() throws {
        let found = try uses(#"""
            enum Mode: String { case fast = "Schnell", slow = "Langsam" }
            struct Row: View {
                let mode: Mode
                func label(_ mode: Mode) -> String { "Mode \(mode.rawValue)" }
                static func title(for other: Mode) -> String { "\(other.rawValue.uppercased()) speed" }
                var body: some View {
                    Text("a").accessibilityLabel(label(mode))
                    Text("b").accessibilityLabel(Self.title(for: .slow))
                }
            }
            """#)
        // The literals are text; the raw value of the case passed (`.slow`) is read ("LANGSAM", after
        // `.uppercased()`) as a part of the hard-coded text it is interpolated into, reported once
        // with it, not as a text of its own. The view's `mode` is bound to no case, so its raw values
        // are not guessed.
        #expect(found.map(\.argumentInWords) == ["text ", "text ", "untranslatable"], "\(found.map(\.argumentInWords))")
        #expect(found.last.map { if case .untranslatable(let literal) = $0.argument { literal.plainText == "LANGSAM" } else { false } } == true)
    }

    /// A name its helper shares is no lookup when it is not the helper's call: `formatter.string(from:)`
    /// beside the app's `S.string(_:)`; a computed property named alone (`"\(title) \(n)"`) is one.
    @Test func onlyTheHelpersOwnCallMakesAnInterpolatedLookup() throws {
        let found = try uses(#"""
            enum S { static func string(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
            struct Row: View {
                let date: Date
                let count: Int
                static let formatter = DateFormatter()
                var formattedDate: String { Self.formatter.string(from: date) }
                var title: String { S.string("Score") }
                var body: some View {
                    Text("x").accessibilityLabel(Text(verbatim: "\(formattedDate) \(count)"))
                    Text("y").accessibilityLabel(Text(verbatim: "\(title) \(count)"))
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["untranslatable", "untranslatable", "key Score"])
    }
    /// A type with a property and a method of one name: `kind.inputButtonTitle(for: person)` calls
    /// the method, `kind.inputButtonTitle` reads the property (Likehate's `EntryKind`, the 39th
    /// study: the method's keys were taken for the property's).
    @Test func aCalledNameIsTheMethodAndAReadNameThePropertyOfTheSameName() throws {
        let found = try uses(#"""
            enum EntryKind {
                case like
                var inputButtonTitle: String { String(localized: "LikeInputButton") }
                func inputButtonTitle(for person: String?) -> String {
                    String(localized: "LikeInputButtonMe")
                }
            }
            struct WriteItemView: View {
                let kind: EntryKind
                var body: some View {
                    Button(kind.inputButtonTitle(for: nil)) {}
                    Button(kind.inputButtonTitle) {}
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key LikeInputButtonMe", "key LikeInputButton"])
    }

    /// The same inside the type, without a receiver: Weather Atlas's `var dateSwitcherText: String
    /// { dateSwitcherText(for: selectedDayOffset) }` calls the method, and the label reading the
    /// property gets the method's lookup (the 41st study found it too complex: the property
    /// seemed to read itself).
    @Test func aPropertyCallingTheMethodOfItsNameIsFollowedIntoTheMethod() throws {
        let found = try uses(#"""
            struct ContentView: View {
                var body: some View {
                    Text("x").accessibilityLabel(dateSwitcherText)
                }
                var dateSwitcherText: String {
                    dateSwitcherText(for: selectedDayOffset)
                }
                func dateSwitcherText(for offset: Int) -> String {
                    if offset == 0 { return String(localized: "Today") }
                    return date.formatted()
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key Today", "dynamic property-of-value"], "\(found.map(\.argument))")
    }
}
