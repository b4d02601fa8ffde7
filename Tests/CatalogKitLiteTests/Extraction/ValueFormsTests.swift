import Testing
@testable import CatalogKitLite

/// Every form that hands text to VoiceOver, followed to its values and each judged (issue 24,
/// item 4). The snippets are written here to mirror shapes of real apps, named in each test.
struct ValueFormsTests {
    func uses(_ source: String, routines: [String] = []) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer(localizationRoutines: routines).scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    func lookup(_ use: AccessibilityUse) -> LocalizedLookup? {
        if case .localized(let lookup) = use.argument { lookup } else { nil }
    }

    func text(_ use: AccessibilityUse) -> String? {
        if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil }
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    // MARK: Branches

    /// ethmensa's filter menu and settings rows (61st study, 62 of its uses read as dynamic): a
    /// String written `.init(localized:)`, in a computed property's branches and in an argument a
    /// view shows as its label, is `String(localized:)`.
    @Test func anImplicitStringLocalizedIsALookup() throws {
        let found = try uses(#"""
            struct FilterView: View {
                var sortTitle: String {
                    switch sort {
                    case .name: .init(localized: "SORT_NAME")
                    default: .init(localized: "SORT_DEFAULT", table: "Filters")
                    }
                }
                var body: some View {
                    Menu(sortTitle) {}
                    Text("x").accessibilityLabel(String.init(localized: "FILTER_LABEL"))
                    Image("logo").accessibilityLabel(Text(AttributedString(localized: "WELCOME_TEXT")))
                }
            }
            """#)
        #expect(found.compactMap(key) == ["SORT_NAME", "SORT_DEFAULT", "FILTER_LABEL", "WELCOME_TEXT"], "\(found.map(\.argument))")
        #expect(found.compactMap(lookup).map(\.kind).allSatisfy { $0 == .stringLocalized })
        #expect(found.compactMap(lookup).map(\.table) == [nil, "Filters", nil, nil])
    }

    /// SpeziAccount's `Text(didReset ? "Done" : "Cancel", bundle: .module)`: the bundle and the
    /// table apply to every branch (a study judged main-bundle findings here wrong).
    @Test func aTextsBundleAndTableApplyToEachBranch() throws {
        let found = try uses(#"""
            Button { reset() } label: {
                Text(didReset ? "Done" : "Cancel", bundle: .module, tableName: "Account")
            }
            """#)
        #expect(found.map(key) == ["Done", "Cancel"])
        #expect(found.allSatisfy { lookup($0)?.bundle == .module && lookup($0)?.table == "Account" })
    }

    /// Awful's own `Button(_:bundle:action:)`, `Toggle(_:bundle:isOn:)` and `Stepper(_:bundle:…)`
    /// in its settings package, which pass the bundle to `Text`: the title key is read in the
    /// package's catalog (a study found 37 main-bundle findings on them, all wrong), and a table
    /// given so is read too; a control without them reads the main bundle's `Localizable`.
    @Test func aControlTitleIsReadInTheCatalogItsCallNames() throws {
        let found = try uses(#"""
            struct SettingsView: View {
                var body: some View {
                    Button("Log Out", bundle: .module) { logOut() }
                    Toggle(isDark ? "Dark" : "Light", bundle: .module, isOn: $dark)
                    Stepper("Scale Text", tableName: "Settings", bundle: .module, value: $scale, in: 50...200)
                    Button("Plain") { }
                }
            }
            """#)
        #expect(found.map(key) == ["Log Out", "Dark", "Light", "Scale Text", "Plain"])
        #expect(found.map { lookup($0)?.bundle } == [.module, .module, .module, .module, .main])
        #expect(found.map { lookup($0)?.table } == [nil, nil, nil, "Settings", nil])
    }

    /// ScreenNote's help tags: `let value: String.LocalizationValue = switch self { … }`, then
    /// `String(localized: value, bundle: .module)`: each case's key, in the package's bundle (a
    /// study found all five judged as main-bundle lookups, `key-in-wrong-bundle`). Where the
    /// literals cannot be found, the key is dynamic, never a resource of the main bundle.
    @Test func aLocalizationValueChosenBySwitchIsLookedUpInTheCallsBundle() throws {
        let found = try uses(#"""
            enum AlignMethod { case left, right }
            extension AlignMethod {
                var help: String {
                    let value: String.LocalizationValue = switch self {
                    case .left: "horizontalAlignLeft"
                    case .right: "horizontalAlignRight"
                    }
                    return String(localized: value, bundle: .module)
                }
            }
            struct AlignButton: View {
                let method: AlignMethod
                var body: some View {
                    Button { } label: { Image(systemName: "align") }
                        .help(method.help)
                        .accessibilityHint(String(localized: Self.computedValue(), bundle: .module))
                }
            }
            """#)
        let help = found.filter { $0.form == ".help(_:)" }
        #expect(help.map(key) == ["horizontalAlignLeft", "horizontalAlignRight"])
        #expect(help.allSatisfy { lookup($0)?.bundle == .module })
        let hint = found.filter { $0.form == ".accessibilityHint(_:)" }
        #expect(hint.map(reason) == [.keyNotLiteral])
    }

    /// jackssh's `LocalizationManager` (54th study): the helper looks its key up in a stored `bundle`
    /// that `convenience init()` sets to `.module`, made as `static let shared = LocalizationManager()`
    /// with no argument. A bundle the reader cannot tell is no main bundle (two studies' worth of
    /// `key-in-wrong-bundle` said so); one its makers give as written is read as before.
    @Test func aHelpersBundleTheReaderCannotTellIsNoMainBundle() throws {
        let found = try uses(#"""
            public final class LocalizationManager {
                public static let shared = LocalizationManager()
                public static let app = LocalizationManager(bundle: .main)
                private let bundle: Bundle
                public convenience init() { self.init(bundle: .module) }
                public init(bundle: Bundle) { self.bundle = bundle }
                public func localized(_ key: String) -> String { NSLocalizedString(key, bundle: bundle, comment: "") }
            }
            struct Welcome: View {
                var body: some View {
                    Image("a").accessibilityLabel(LocalizationManager.shared.localized("welcome.signIn"))
                    Image("b").accessibilityLabel(LocalizationManager.app.localized("welcome.signUp"))
                }
            }
            """#)
        #expect(found.map(key) == ["welcome.signIn", "welcome.signUp"])
        #expect(found.map { lookup($0)?.bundle } == [.other("an unknown bundle"), .main])
    }

    /// ListenScrobbler's in-app language: `AppLocalization.string(_ resource: LocalizedStringResource)`
    /// returns `String(localized: resource.defaultValue, table: resource.table, bundle: …)`, the
    /// resource looked up; its callers' literals are keys.
    @Test func aResourcesDefaultValueLookedUpIsTheResource() throws {
        let found = try uses(#"""
            enum AppLocalization {
                static func string(_ resource: LocalizedStringResource, bundle: Bundle = .main) -> String {
                    let resolved = resolveBundle(bundle)
                    return String(localized: resource.defaultValue, table: resource.table, bundle: resolved)
                }
            }
            struct Toggle: View {
                let isEnabled: Bool
                var body: some View {
                    Image(systemName: "dot")
                        .accessibilityLabel(Text(isEnabled ? AppLocalization.string("Submissions enabled") : AppLocalization.string("Submissions disabled")))
                }
            }
            """#)
        #expect(found.map(key) == ["Submissions enabled", "Submissions disabled"])
        #expect(found.allSatisfy { lookup($0)?.kind == .localizedStringResource })
    }

    /// Issue 24's example: both titles of a filter button are looked up.
    @Test func eachBranchOfATernaryIsALookup() throws {
        let source = #"Button(showFilters ? String(localized: "Hide filters") : String(localized: "Show filters")) { toggle() }"#
        let found = try uses(source)
        #expect(found.map(key) == ["Hide filters", "Show filters"])
        #expect(found.allSatisfy { lookup($0)?.kind == .stringLocalized && $0.isImplicit && $0.role == .label })
        // Each where its branch is written (columns count from 1).
        let branches = source.ranges(of: "String(localized:").map { source.distance(from: source.startIndex, to: $0.lowerBound) + 1 }
        #expect(found.map(\.argumentPosition.column) == branches)
        #expect(found[0].element == found[1].element)
    }

    /// Pearcleaner's `Button(multiSelect ? "Hide multi-select" : "Show multi-select")`: literals in a
    /// SwiftUI title are keys; NetNewsWire's `let announcement = starred ? NSLocalizedString(…) : …`
    /// written over three lines is followed through the constant.
    @Test func literalBranchesAreKeysAndMultiLineTernariesAreRead() throws {
        let found = try uses(#"""
            Button(multiSelect ? "Hide multi-select" : "Show multi-select") { }
            func starTapped() {
                let announcement = article.status.starred ?
                    NSLocalizedString("Unstarred", comment: "Accessibility announcement") :
                    NSLocalizedString("Starred", comment: "Starred")
                UIAccessibility.post(notification: .announcement, argument: announcement)
            }
            """#)
        #expect(found.map(key) == ["Hide multi-select", "Show multi-select", "Unstarred", "Starred"])
        #expect(lookup(found[2])?.kind == .nsLocalizedString && found[2].role == .announcement)
        #expect(found[2].origin?.reference == "announcement" && found[2].origin?.file == nil && found[2].origin?.position.line == 3)
    }

    /// A literal beside a String branch is a String: `Text(isOn ? String(localized: "On") : "Off")`
    /// shows "Off" as written. Beside a property of a type this reader cannot see, too: an app's data
    /// is most often a String (Gradefy's `Text(isLoading ? "Chargement..." : viewModel.buttonTitle)`,
    /// SakuraRSS's `Text(name == "" ? "Unnamed" : name)`, both shown as written). Beside a call of
    /// unknown type it stays what the API takes: the call may return a key.
    @Test func aLiteralTakesTheTypeOfItsBranches() throws {
        let found = try uses(#"""
            Text("x").accessibilityValue(isOn ? String(localized: "On") : "Off")
            Text("x").accessibilityValue(isOn ? viewModel.onText : "Off")
            Text("x").accessibilityValue(isOn ? state.title() : "Off")
            """#)
        #expect(key(found[0]) == "On" && text(found[1]) == "Off")
        #expect(reason(found[2]) == .propertyOfValue && text(found[3]) == "Off")
        #expect(reason(found[4]) != nil && key(found[5]) == "Off")
    }

    /// `deck.name ?? "Nom inconnu"` (Gradefy): a property of a type this reader cannot see, most
    /// often an optional String, so the fallback is shown as written, hard-coded; a call's result
    /// (`kind?.menuTitle() ?? "…"`) may be a key and leaves the literal one.
    @Test func aFallbackBesideAnUnseenPropertyIsText() throws {
        let found = try uses(#"""
            Text("x").accessibilityLabel(deck.name ?? "Nom inconnu")
            Text("x").accessibilityLabel(kind?.menuTitle() ?? "notifications.title")
            Button {} label: { Image("sync") }
                .help(isSyncing ? (viewModel.syncProgress[contact.id] ?? "Syncing...") : "Sync this conversation to Notion")
            Text("x").accessibilityLabel(config.rawConfigs[index].filename ?? "Config \(index + 1)")
            """#)
        #expect(text(found[1]) == "Nom inconnu")
        // Quotio's picker (56th study): a property of an element is the app's data too.
        #expect(found.last?.argumentInWords.hasPrefix("text") == true && found.last.flatMap(key) == nil)
        #expect(key(found[3]) == "notifications.title")
        // SyncNos: an element of a property (a `[String: String]`) is the app's data, a String; so is
        // the `??` it stands in, and the ternary's other branch with it.
        let help = found.filter { $0.form.hasPrefix(".help") }
        #expect(help.compactMap(text) == ["Syncing...", "Sync this conversation to Notion"])
        #expect(help.compactMap(key).isEmpty)
    }

    /// A subscript of a list or dictionary literal a declaration holds reads one of its elements or
    /// values (the 47th study's GymStreak kept its muscle labels in a dictionary; Feather's picker
    /// shows `Text(_serverMethods[index])`): `names[region] ?? ""` over `[.arm: String(localized:
    /// "region.arm"), …]` gives both keys, `words[0]` over `["Arm", "Leg"]` both texts. An array whose
    /// element is a ternary (`[isOn ? "On" : "Off"]`) stays an array, and `[:]` gives nothing.
    @Test func aSubscriptOfALiteralCollectionReadsItsValues() throws {
        let found = try uses(#"""
            enum Region: Hashable { case arm, leg }
            struct Card: View {
                let region: Region
                let isOn: Bool
                private let names: [Region: String] = [.arm: String(localized: "region.arm"), Region.leg: String(localized: "region.leg")]
                private let words = ["Arm", "Leg"]
                private let keys: [LocalizedStringKey] = ["key.one", "key.two"]
                private var empty: [Region: String] = [:]
                var body: some View {
                    Text("a").accessibilityLabel(names[region] ?? "")
                    Text("b").accessibilityLabel(words[0])
                    Text("c").accessibilityLabel(keys[1])
                    Text("d").accessibilityLabel([isOn ? "On" : "Off"].joined())
                    Text("e").accessibilityLabel(empty[region] ?? "")
                }
            }
            """#)
        #expect(found.compactMap(key) == ["region.arm", "region.leg", "key.one", "key.two"], "\(found.map(\.argumentInWords))")
        #expect(found.compactMap(text) == ["Arm", "Leg", "On", "Off"], "\(found.map(\.argumentInWords))")
    }

    /// FoodTracker's recipe badge (47th study): `Text(isAI ? "AI RECIPE" : info.uppercased())` shows
    /// a String, a String's text in another form being one, so the literal beside it is hard-coded
    /// text, not a key; beside a lookup's key it stays a key.
    @Test func aLiteralBesideAStringsOtherFormIsText() throws {
        let found = try uses(#"""
            Button {} label: { Text(isAI ? "AI RECIPE" : info.uppercased()) }
            Button {} label: { Text(isAI ? "recipe.ai" : "recipe.chef") }
            """#)
        #expect(found.compactMap(text) == ["AI RECIPE"])
        #expect(found.compactMap(key) == ["recipe.ai", "recipe.chef"])
    }

    /// Itori's semester picker: `Text(id.flatMap { id in semesters.first { … }?.name } ?? "Select
    /// semester")` shows a String (what the closure reads is an unseen property), so the fallback is
    /// hard-coded text, not a key; a closure that makes a lookup leaves the fallback a key.
    @Test func aFallbackBesideAMappedPropertyIsText() throws {
        let found = try uses(#"""
            Menu {} label: { Text(selectedId.flatMap { id in semesters.first(where: { $0.id == id })?.name } ?? "Select semester") }
            Menu {} label: { Text(selectedId.map { id in lookupTitle(id) } ?? "menu.placeholder") }
            """#)
        #expect(found.compactMap(text) == ["Select semester"])
        #expect(found.compactMap(key) == ["menu.placeholder"])
    }

    /// `??` has the type of its first operand (IceCubes' notification menu title:
    /// `lockedType?.menuTitle() ?? "notifications.navigation-title"` with `menuTitle()` returning a key).
    @Test func coalescingTakesTheTypeOfItsFirstOperand() throws {
        let found = try uses(#"""
            enum Kind {
                case mention
                func menuTitle() -> LocalizedStringKey { "notifications.menu-title.mention" }
            }
            struct List: View {
                let lockedType: Kind?
                var body: some View {
                    Menu(lockedType?.menuTitle() ?? "notifications.navigation-title") { }
                }
                func post(name: String?) {
                    label.accessibilityLabel = name ?? "Untitled"
                }
            }
            """#)
        #expect(found.map(key) == ["notifications.menu-title.mention", "notifications.navigation-title", nil, nil])
        #expect(found[0].origin?.reference == "lockedType?.menuTitle()")
        #expect(reason(found[2]) == .parameter && text(found[3]) == "Untitled")
    }

    /// Anchor's `.help(summary.map { "… \($0)" } ?? status.tooltip)`: the operands of `??` have one
    /// type, and an unseen property among them, even the last, makes it a String, so the first
    /// operand's literal is text spoken as written, not a key.
    @Test func anyOperandOfCoalescingDecidesItsType() throws {
        let found = try uses(#"""
            Button {} label: { Image("sync") }
                .help(status.summary.map { "Cleaned up: \($0)" } ?? status.tooltip)
            Text("x").accessibilityLabel(kind?.menuTitle() ?? "notifications.title")
            """#)
        #expect(found.map(\.role) == [.hint, .hint, .label, .label])
        if case .hardCoded(let literal) = found[0].argument { #expect(literal.writtenText == "Cleaned up: \\($0)") } else { Issue.record("\(found[0].argument)") }
        #expect(reason(found[1]) == .propertyOfValue)
        #expect(found.compactMap(key) == ["notifications.title"])
    }

    /// oktan's `.accessibilityValue(average.map { settings.formatEfficiency($0) } ?? "Not available")`
    /// (49th study): the optional's wrapped type is what the closure gives, a `String` from the
    /// app's method, so the fallback is hard-coded text, not a key; a closure giving a key
    /// (`LocalizedStringKey(…)`) leaves the fallback a key.
    @Test func aFallbackAfterAMapGivingAStringIsText() throws {
        let found = try uses(#"""
            final class Settings {
                func formatEfficiency(_ value: Double) -> String { "\(value)" }
            }
            struct Row: View {
                let settings: Settings
                let average: Double?
                var body: some View {
                    Text("a").accessibilityValue(average.map { settings.formatEfficiency($0) } ?? "Not available")
                    Text("b").accessibilityValue(average.map { value in LocalizedStringKey("value.\(value)") } ?? "value.none")
                }
            }
            """#)
        let values = found.filter { $0.role == .value }
        #expect(values.compactMap(text).contains("Not available"))
        #expect(values.compactMap(key).contains("value.none"))
        #expect(!values.compactMap(key).contains("Not available"))
    }

    /// listall's `createSampleData()` and `UITestDataService`, yallasa's `PreviewData` (49th study):
    /// text written in a function or type named as sample, mock or test data is the app's data,
    /// shown as a user's would be, not a string to translate; the same text elsewhere is hard-coded.
    @Test func textInMadeUpDataIsTheAppsData() throws {
        let found = try uses(#"""
            enum UITestDataService { static func listName() -> String { "Travel Packing" } }
            enum PreviewData { static let line = "Bus 42" }
            struct Store {
                func createSampleData() -> String { "Grocery Shopping" }
                func defaultName() -> String { "Shopping" }
                var mockTitle: String { "Milk" }
            }
            struct Row: View {
                let store: Store
                var body: some View {
                    Text("a").accessibilityLabel(UITestDataService.listName())
                    Text("b").accessibilityLabel(store.createSampleData())
                    Text("c").accessibilityLabel(store.defaultName())
                    Text("d").accessibilityLabel(store.mockTitle)
                    Text("e").accessibilityLabel(PreviewData.line)
                }
            }
            """#)
        let labels = found.filter { $0.role == .label }
        #expect(labels.map(text) == [nil, nil, "Shopping", nil, nil], "\(labels.map(\.argument))")
        #expect(labels.filter { if case .untranslatable = $0.argument { true } else { false } }.count == 4)
        #expect(MadeUpData.isNamedAsMadeUp("SampleDataStore") && !MadeUpData.isNamedAsMadeUp("SampleDatabase"))
        #expect(!MadeUpData.isNamedAsMadeUp("Mockup") && MadeUpData.isNamedAsMadeUp("mockTitle"))
    }

    /// NetNewsWire's timeline cell: `starredStatus + "\(feed), …"`, each operand for what it is;
    /// IceCubes' `Text(name) + Text(" ") + Text("status.row.was-boosted")` joins Texts.
    @Test func concatenationsAreJudgedByOperand() throws {
        let found = try uses(#"""
            cell.accessibilityLabel = starredStatus + ", " + "Unread"
            row.accessibilityLabel(Text("\(name)") + Text(" ") + Text("status.row.was-boosted"))
            """#)
        #expect(reason(found[0]) == .variableNotResolved)
        if case .untranslatable = found[1].argument {} else { Issue.record("\(found[1].argument)") }
        #expect(text(found[2]) == "Unread")
        #expect(found.dropFirst(3).map(key) == [nil, nil, "status.row.was-boosted"])
        if case .untranslatable = found[4].argument {} else { Issue.record("\(found[4].argument)") }
    }

    /// `if` and `switch` expressions give a value per branch.
    @Test func ifAndSwitchExpressions() throws {
        let found = try uses(#"""
            func update() {
                let label = if isPlaying { String(localized: "Pause") } else { String(localized: "Play") }
                button.accessibilityLabel = label
                let hint = switch mode {
                case .list: String(localized: "Shows a list")
                default: String(localized: "Shows a grid")
                }
                button.accessibilityHint = hint
            }
            """#)
        #expect(found.map(key) == ["Pause", "Play", "Shows a list", "Shows a grid"])
        #expect(found.map(\.role) == [.label, .label, .hint, .hint])
    }

    /// Minidisc's `let text: String` assigned in each branch of an `if` (and a `switch`) before a
    /// label reads it: each assignment is a value of the label. A same-named member of another
    /// value (`cell.text = …`) and an assignment in another function are not.
    @Test func aLocalAssignedInBranchesTakesEachAssignedValue() throws {
        let found = try uses(#"""
            func update() {
                let text: String
                if isPlaying {
                    text = String(localized: "Pause")
                } else { text = "Play" }
                cell.text = String(localized: "Not this one")
                button.accessibilityLabel = text
                var hint: String
                switch mode {
                case .list: hint = String(localized: "Shows a list")
                default:
                    hint = String(localized: "Shows a grid")
                }
                button.accessibilityHint = hint
            }
            func other() { text = String(localized: "Nor this one") }
            """#)
        #expect(found.map(\.role) == [.label, .label, .hint, .hint])
        #expect(found.map { key($0) ?? text($0) } == ["Pause", "Play", "Shows a list", "Shows a grid"])
        #expect(text(found[1]) == "Play")
    }

    /// lutheran.radio's announcement: `let message: String?` assigned in branches, then unwrapped by
    /// the shorthand `guard let message, …`, which binds the same value; `if let title {` too.
    @Test func aShorthandBindingTakesTheValuesOfTheNameItRepeats() throws {
        let found = try uses(#"""
            func announce(next: Status) {
                let message: String?
                if next == .paused {
                    message = String(localized: "status_thermal_paused", table: "Localizable")
                } else {
                    message = nil
                }
                guard let message, !message.isEmpty else { return }
                UIAccessibility.post(notification: .announcement, argument: message)
                let title: String? = String(localized: "Now playing")
                if let title {
                    view.accessibilityLabel = title
                }
            }
            """#)
        #expect(found.map { key($0) } == ["status_thermal_paused", "Now playing"], "\(found.map(\.argument))")
        #expect(found.map(\.role) == [.announcement, .label])
    }

    /// lutheran.radio, built with SWIFT_STRICT_MEMORY_SAFETY: `unsafe` before an expression, as
    /// `try` and `await`, leaves its value as it is.
    @Test func unsafeBeforeAnExpressionKeepsItsValue() throws {
        let found = try uses(#"""
            struct Flag: View {
                private func label(for language: String) -> String {
                    unsafe String(format: String(localized: "select_language_accessibility", defaultValue: "Select %@"), language)
                }
                var body: some View { Text("x").accessibilityLabel(label(for: "de")) }
            }
            """#)
        #expect(found.map { key($0) } == ["select_language_accessibility"], "\(found.map(\.argument))")
    }

    /// AIMeter: an optional's `map` closure gives its lookup, beside the `??` fallback.
    @Test func anOptionalsMapGivesItsClosuresValue() throws {
        let found = try uses(#"""
            struct Bar: View {
                let percent: Int?
                var valueLabel: String {
                    percent.map { String(localized: "Usage: \($0)%") } ?? String(localized: "No usage data yet")
                }
                var body: some View {
                    Text("x").accessibilityLabel(valueLabel)
                    Text("y").accessibilityHint(percent.map({ value in return String(localized: "Uses \(value) percent") }) ?? "")
                }
            }
            """#)
        #expect(found.map { lookup($0)?.key.writtenText } == [#"Usage: \($0)%"#, "No usage data yet", #"Uses \(value) percent"#, nil], "\(found.map(\.argument))")
    }

    /// cypherair: a computed label whose body is an `#if os()` block gives each clause's value.
    @Test func compilationClausesAreBranches() throws {
        let found = try uses(#"""
            struct LockView: View {
                private var retryLabel: String {
                    #if os(macOS)
                    String(localized: "lock.retry.mac")
                    #elseif os(visionOS)
                    String(localized: "lock.retry.vision")
                    #else
                    String(localized: "lock.retry.touch")
                    #endif
                }
                var body: some View {
                    Button("Retry") { }.accessibilityLabel(retryLabel)
                }
            }
            """#)
        #expect(found.filter { !$0.isImplicit }.map(key) == ["lock.retry.mac", "lock.retry.vision", "lock.retry.touch"])
    }

    // MARK: Constants and properties

    /// Issue 24: labels kept in constants (`static let focusOutLabel = String(localized: …)` in an
    /// extension of String, used as `item.label = .focusOutLabel`), and as `Self.x` and `Strings.x`.
    @Test func staticConstantsAreFollowed() throws {
        let found = try uses(#"""
            extension String {
                static let focusOutLabel = String(localized: "Focus out", comment: "accessibility label")
            }
            enum Strings {
                static let close = NSLocalizedString("Close", tableName: "Buttons", comment: "")
                static let plain = "Plain text"
            }
            final class Cell: UIView {
                static let openHint = String(localized: "Opens the item")
                func setUp() {
                    focusButton.accessibilityLabel = .focusOutLabel
                    closeButton.accessibilityLabel = Strings.close
                    closeButton.accessibilityHint = Self.openHint
                    plainButton.accessibilityLabel = Strings.plain
                }
            }
            """#)
        #expect(found.map(key) == ["Focus out", "Close", "Opens the item", nil])
        #expect(lookup(found[1])?.table == "Buttons")
        #expect(text(found[3]) == "Plain text", "a String constant is spoken as written")
        #expect(found.map { $0.origin?.reference } == [".focusOutLabel", "Strings.close", "Self.openHint", "Strings.plain"])
        #expect(found[0].origin?.position.line == 2)
    }

    /// The type a constant writes decides what its literal is: `LocalizedStringResource` and
    /// `LocalizedStringKey` constants are keys, a constant without a type is a String.
    @Test func aConstantsTypeDecidesItsLiteral() throws {
        let found = try uses(#"""
            struct Titles {
                static let resource: LocalizedStringResource = "Settings"
                static let key: LocalizedStringKey = "General"
                static let plain = "Advanced"
            }
            Text("a").accessibilityLabel(Text(Titles.resource))
            Text("b").accessibilityLabel(Text(Titles.key))
            Text("c").accessibilityLabel(Text(Titles.plain))
            """#)
        #expect(lookup(found[0])?.kind == .localizedStringResource && key(found[0]) == "Settings")
        #expect(lookup(found[1])?.kind == .localizedStringKey && key(found[1]) == "General")
        #expect(text(found[2]) == "Advanced", "Text(String) shows the string as it is")
    }

    /// CotEditor's `var label: LocalizedStringResource { switch self { … } }` read through a value
    /// whose type is written (`let kind: Kind`), and through a case (`Kind.heading.label`: only that
    /// case's clause); IceCubes' `var title: String { switch self { case .follow: "Follows" … } }`.
    @Test func computedPropertiesAndSwitchOnSelf() throws {
        let found = try uses(#"""
            enum Kind {
                case heading, mark
                var label: LocalizedStringResource {
                    switch self {
                    case .heading: "Heading"
                    case .mark: "Mark"
                    }
                }
                var title: String {
                    switch self {
                    case .heading: "Heading title"
                    case .mark: "Mark title"
                    }
                }
            }
            struct Row: View {
                let kind: Kind
                var body: some View {
                    Button(Kind.heading.label) { }
                    Text("x").accessibilityLabel(kind.label)
                    Text("y").accessibilityLabel(kind.title)
                }
            }
            """#)
        #expect(found.map(key) == ["Heading", "Heading", "Mark", nil, nil])
        #expect(found.dropFirst(3).map(text) == ["Heading title", "Mark title"])
    }

    /// mathio's themes, `switch self { case .system: "System"; case .light: "Light" }`: clauses on one
    /// line end at their `;`. state's `label(for: "read_repository")` of `switch capability { case
    /// "read_repository": String(localized: …) … default: capability }`: a literal argument takes its
    /// own clause, an unlisted one the `default`.
    @Test func clausesOnOneLineAndASwitchOnALiteralArgument() throws {
        let found = try uses(#"""
            enum Theme {
                case system, light
                var label: LocalizedStringResource { switch self { case .system: "System"; case .light: "Light" } }
            }
            enum Catalog {
                static func label(for capability: String) -> String {
                    switch capability {
                    case "read_repository": String(localized: "Read repository")
                    case "edit_repository", "write_repository": String(localized: "Edit repository")
                    default: capability
                    }
                }
            }
            struct Row: View {
                let theme: Theme
                var body: some View {
                    Text("x").accessibilityLabel(Text(theme.label))
                    Image("r").accessibilityLabel(Catalog.label(for: "read_repository"))
                    Image("w").accessibilityLabel(Catalog.label(for: "write_repository"))
                    Image("u").accessibilityLabel(Catalog.label(for: "unlisted_id"))
                }
            }
            """#)
        #expect(found.map(key) == ["System", "Light", "Read repository", "Edit repository", nil], "\(found)")
        // The id given back is a code the app keeps, written alike in every language: no words.
        guard case .untranslatable(let literal) = found[4].argument else { Issue.record("\(found[4].argument)"); return }
        #expect(literal.plainText == "unlisted_id")
    }

    /// The same switch reached with values the reader finds in a list (`ForEach(Catalog.all) {
    /// capability in … Catalog.label(for: capability) }`): every listed value has its own case, and a
    /// `default:` that gives back the subject is for values no case names, never those the reader
    /// found (the 39th study's judges found each id reported hard-coded beside its localized case).
    /// A default that says something of its own is still read.
    @Test func aDefaultThatGivesBackTheSubjectOfAStringSwitchIsNotReadForListedValues() throws {
        let found = try uses(#"""
            enum Catalog {
                static let all: [String] = ["read_repository", "run_tests"]
                static func label(for capability: String) -> String {
                    switch capability {
                    case "read_repository": String(localized: "Read repository")
                    case "run_tests": String(localized: "Run tests")
                    default: capability
                    }
                }
                static func hint(for capability: String) -> String {
                    switch capability {
                    case "read_repository": return String(localized: "Reads files")
                    default: return "Unknown"
                    }
                }
            }
            struct Rows: View {
                var body: some View {
                    ForEach(Catalog.all, id: \.self) { capability in
                        Button {} label: { Text(Catalog.label(for: capability)) }
                            .accessibilityHint(Catalog.hint(for: capability))
                    }
                }
            }
            """#)
        #expect(found.map(key) == ["Read repository", "Run tests", "Reads files", nil], "\(found)")
        #expect(text(found[3]) == "Unknown")
    }

    /// Pearcleaner's `Label(sortOption.rawValue, …)` of `enum SortOption: String { case name = "Name" }`:
    /// raw values are Strings, spoken as written; a case without one has its name.
    @Test func rawValuesAreText() throws {
        let found = try uses(#"""
            enum SortOption: String, CaseIterable {
                case name = "Name"
                case size
                var displayName: String { self.rawValue }
            }
            struct Menu: View {
                let sortOption: SortOption
                var body: some View {
                    Label(SortOption.name.rawValue, systemImage: "textformat")
                    Label(sortOption.rawValue, systemImage: "arrow.up.arrow.down")
                    Label(sortOption.displayName, systemImage: "arrow.up.arrow.down")
                }
            }
            """#)
        #expect(found.map(text) == ["Name", "Name", "size", "Name", "size"])
        #expect(found.allSatisfy { $0.origin != nil })
    }

    /// PokeZoneBuddy's event filters: `var localizedKey: LocalizedStringKey { .init(self.rawValue) }`
    /// makes each raw value a key, looked up in the catalog; the raw value shown as a String stays text.
    @Test func aRawValueMadeAKeyByAnImplicitInitialiserIsLookedUp() throws {
        let found = try uses(#"""
            enum EventFilter: String, CaseIterable {
                case all = "filter.all"
                case live = "filter.live"
                var localizedKey: LocalizedStringKey { .init(self.rawValue) }
                var title: String { self.rawValue }
            }
            struct FilterButton: View {
                let filter: EventFilter
                var body: some View {
                    Button { } label: { Text(filter.localizedKey) }
                    Button { } label: { Text(filter.title) }
                }
            }
            """#)
        #expect(found.filter { $0.callPosition.line == 10 }.compactMap(key) == ["filter.all", "filter.live"], "\(found.map(\.argument))")
        #expect(found.filter { $0.callPosition.line == 11 }.count == 2 && found.filter { $0.callPosition.line == 11 }.allSatisfy { key($0) == nil }, "\(found.map(\.argument))")
    }

    /// Dimmerly's input-source help, three literals joined with `+` across lines: one text, judged
    /// and reported once (the thirty-seventh study counted ten findings for four defects); a value
    /// joined to a literal stays two parts.
    @Test func literalsJoinedWithPlusAreOneText() throws {
        let found = try uses(#"""
            Text("x").help("Switching away from the Mac's " +
                "input will cause this display to show \"No Signal\" " +
                "until switched back.")
            Text("y").accessibilityLabel(name + " profile")
            """#)
        #expect(found.filter { $0.callPosition.line == 1 }.map(text) == [#"Switching away from the Mac's input will cause this display to show "No Signal" until switched back."#],
                "\(found.map(\.argument))")
        #expect(found.filter { $0.callPosition.line == 4 }.count == 2)
    }

    /// A review's case: `Text(.init(model.message))`, a Markdown String that is itself a lookup, is
    /// followed as it was given, not made a key of its own.
    @Test func anImplicitInitialiserOfAnotherValueIsFollowed() throws {
        let found = try uses(#"""
            struct BannerModel { var message: String { String(localized: "banner.new") } }
            struct Banner: View {
                let model = BannerModel()
                var body: some View { Text("i").accessibilityLabel(Text(.init(model.message))) }
            }
            """#)
        #expect(found.compactMap(key) == ["banner.new"], "\(found.map(\.argument))")
    }

    // MARK: Generated symbols

    /// CotEditor's `Label(.InAppPurchase.donationOnetimeDisplayName, image: .espresso)` and
    /// `Button(.ok)`: symbols Xcode 26 generates from a catalog's manual keys.
    @Test func generatedSymbols() throws {
        let found = try uses(#"""
            Label(.InAppPurchase.donationOnetimeDisplayName, image: .espresso)
            Button(.ok) { dismiss() }
            Text("x").accessibilityLabel(LocalizedStringResource.introductionTitle)
            """#)
        #expect(found.map { lookup($0)?.kind } == [.generatedSymbol, .generatedSymbol, .generatedSymbol])
        #expect(found.map(key) == ["donationOnetimeDisplayName", "ok", "introductionTitle"])
        #expect(lookup(found[0])?.table == "InAppPurchase" && lookup(found[1])?.table == nil)
        #expect(KeyShape.of(lookup(found[0])!) == KeyShape.ofSymbol(catalogKey: "donation.onetime.displayName"))
        #expect(KeyShape.of(lookup(found[1])!) == KeyShape.ofSymbol(catalogKey: "OK"))
    }

    /// ExcalidrawZ's strings, all looked up through the accessors XCStrings Tool generates at build
    /// time: `String(localizable: .key)`, `Text(localizable: .key)`, `.localizable(.key)` where a
    /// key or resource is taken, `LocalizedStringKey.localizable(.key)`, and a key with values
    /// (`.footerText(count)`). The label names the catalog; SDK initialisers with one labelled
    /// argument (`String(describing: .none)`) are not accessors.
    @Test func xcstringsToolAccessors() throws {
        let found = try uses(#"""
            Button(String(localizable: .toolbarUndo)) { undo() }
            Text("x").help(String(localizable: .toolbarRemoveFunctionHelp))
            Button { } label: { Text(localizable: .generalButtonCancel) }
            Label(.localizable(.toolbarAIChat), systemImage: "sparkles")
            Text("y").accessibilityLabel(LocalizedStringKey.settings(.footerText(items.count)))
            Text("z").accessibilityValue(String(describing: .none))
            Label(.localizable(selecting ? .buttonCancel : .buttonSelect), systemImage: "checklist")
            extension String { init(units: UnitSystem) { self = units == .metric ? "Metric" : "Imperial" } }
            Text("u").accessibilityValue(String(units: .metric))
            """#)
        let keys = found.map { lookup($0)?.key.plainText }
        #expect(Array(keys.prefix(8)) == ["toolbarUndo", "toolbarRemoveFunctionHelp", "generalButtonCancel", "toolbarAIChat", "footerText", nil, "buttonCancel", "buttonSelect"],
                "\(found.map(\.argument))")
        #expect(!found.dropFirst(8).contains { lookup($0)?.kind == .generatedSymbol }, "the app's own String(units:) is no accessor")
        #expect(found.prefix(5).allSatisfy { lookup($0)?.kind == .generatedSymbol })
        #expect(found.prefix(4).allSatisfy { lookup($0)?.table == "Localizable" } && lookup(found[4])?.table == "Settings")
        #expect(KeyShape.of(lookup(found[3])!) == KeyShape.ofSymbol(catalogKey: "toolbarAIChat"))
    }

    // MARK: Label closures

    /// Issue 24: `Text("Remove All")` inside `Button(role: .destructive) { … } label: { … }`; also
    /// through a stack, `Toggle(isOn:) { Text }`, a picker's `label:` (its items are options, each
    /// an element of its own), and the iOS 18 `.accessibilityLabel { Text }`.
    @Test func textInsideLabelClosures() throws {
        let found = try uses(#"""
            Button(role: .destructive) { removeAll() } label: { Text("Remove All") }
            Button { } label: { HStack { Image(systemName: "trash"); Text("Delete Item").bold() } }
            Toggle(isOn: $wifi) { Text("Wi-Fi") }
            Picker(selection: $sort) { Text("Name").tag(0) } label: { Text("Sort by") }
            Button("Play") { Text("Not a label") }
            Image("poster").accessibilityLabel { Text("Poster") }
            Row().accessibilityAction { archive() } label: { Text("Archive") }
            Button { } label: { Text("Menu") }.accessibilityLabel("More actions")
            """#)
        #expect(found.map(\.form) == [
            "Button label: Text(_:)", "Button label: Text(_:)", "Toggle label: Text(_:)", "Picker option Text(_:)", "Picker label: Text(_:)",
            "Button(_:…)", ".accessibilityLabel { Text(_:) }", ".accessibilityAction(_:label:)", ".accessibilityLabel(_:)",
        ])
        #expect(found.map(key) == ["Remove All", "Delete Item", "Wi-Fi", "Name", "Sort by", "Play", "Poster", "Archive", "More actions"])
        #expect(found.prefix(6).allSatisfy(\.isImplicit) && !found[6].isImplicit)
        #expect(found[3].element != found[4].element, "an option is no label of its picker")
        // The action's name is no label of the row.
        #expect(found[7].element != found[6].element)
    }

    /// ExcalidrawZ's link button: `label: { SwiftUI.Group { switch urlType { case .web: Text(…) … } } }`.
    /// A container written with its module, and a `Text` after a `case` label on its line, are the
    /// label's; a `Text` in a modifier's closure is not.
    @Test func textInASwitchOfALabelClosure() throws {
        let found = try uses(#"""
            Button { go() } label: {
                SwiftUI.Group {
                    switch kind {
                        case .web:
                            Text("Open Link")
                        case .mail:
                            Text("Send Mail")
                    }
                }
            }
            Button { go() } label: {
                switch kind {
                case .web: Text("Switch Link")
                default: Text("Switch Other")
                }
            }
            Text("x").overlay { Text("Not a label") }
            """#)
        #expect(found.map(key) == ["Open Link", "Send Mail", "Switch Link", "Switch Other"], "\(found.map(\.argument))")
        #expect(found.allSatisfy { $0.form == "Button label: Text(_:)" })
    }

    /// The IBM migration tool's main buttons: `Button(action: { … }, label: { Text(…) })`, the
    /// label closure passed inside the parentheses (7 of its 10 missed buttons in a study); a
    /// modifier's closure argument named `label:` is not a control's.
    @Test func aLabelClosurePassedInTheParentheses() throws {
        let found = try uses(#"""
            Button(action: { start() }, label: { Text("Start Migration") })
            Button(action: next, label: {
                HStack { Image(systemName: "arrow.right"); Text("Continue") }
            })
            Row().custom(action: { }, label: { Text("Not a control") })
            """#)
        #expect(found.map(key) == ["Start Migration", "Continue"])
        #expect(found.allSatisfy { $0.form == "Button label: Text(_:)" && $0.isImplicit })
    }

    /// Madini Archive's `.searchable(text: $query, prompt: "Search the library")`: the prompt is the
    /// search field's label (its placeholder), an element of its own; without `prompt:` VoiceOver
    /// says the system's "Search".
    @Test func aSearchFieldsPromptIsItsLabel() throws {
        let found = try uses(#"""
            List(items) { Text($0.name) }
                .searchable(text: $query, prompt: "Search the library")
                .accessibilityLabel("Library")
            List(items) { Text($0.name) }.searchable(text: $other)
            List(items) { Text($0.name) }.searchable(text: $third, placement: .sidebar, prompt: Text("Find a chat"))
            """#)
        #expect(found.map(key) == ["Search the library", "Library", "Find a chat"])
        #expect(found[0].form == ".searchable(text:prompt:)" && found[0].isImplicit && found[0].isTextFieldPrompt)
        #expect(found[0].element != found[1].element, "the search field is not the list")
    }

    /// Stingray's theme picker: the texts of every `if`/`else if`/`else` block of a label closure
    /// are the control's, also where a condition ends in a member (`!self.purchases.bought {`).
    @Test func textInEveryBranchOfALabelClosure() throws {
        let found = try uses(#"""
            Button { choose() } label: {
                if current == option {
                    Text("Selected theme")
                } else if option.requiresSupporter && !self.purchases.boughtSupporter {
                    Text("Locked theme")
                } else {
                    Text("Theme")
                }
            }
            """#)
        #expect(found.map(key) == ["Selected theme", "Locked theme", "Theme"])
        #expect(found.allSatisfy { $0.form == "Button label: Text(_:)" })
    }

    // MARK: Text as written

    @Test func textWrittenAsSuch() throws {
        let found = try uses(#"""
            Text("x").accessibilityLabel(Text(verbatim: "Rent for one day"))
            Link(String("coteditor.com"), destination: url)
            Link(String("Our website"), destination: url)
            Text("v").accessibilityLabel(Text(verbatim: "v\(version)"))
            Toggle(String("loops.video"), systemImage: "repeat", isOn: $embedLoops)
            Button { share() } label: { Text(String("lemmyverse.link")) }
            Toggle(String("settings.label"), isOn: $on)
            Text("x").accessibilityLabel(Text(verbatim: "itsyhome://\(example)"))
            Text("x").accessibilityLabel(Text(verbatim: "Open \(name)://"))
            """#)
        #expect(text(found[0]) == "Rent for one day" && text(found[2]) == "Our website")
        if case .untranslatable = found[1].argument {} else { Issue.record("a domain: \(found[1].argument)") }
        if case .untranslatable = found[3].argument {} else { Issue.record("a lone letter beside a value: \(found[3].argument)") }
        // mlem's toggle and button name a host under a newer top-level domain: the same in every language.
        if case .untranslatable = found[4].argument {} else { Issue.record("a .video host: \(found[4].argument)") }
        if case .untranslatable = found[5].argument {} else { Issue.record("a .link host: \(found[5].argument)") }
        // A dotted key written as text is no host: VoiceOver would speak the key.
        #expect(text(found[6]) == "settings.label")
        // itsyhome's deep-link tooltips: an address with a value in it is an address; words before it are prose.
        if case .untranslatable = found[7].argument {} else { Issue.record("a deep link: \(found[7].argument)") }
        if case .hardCoded = found[8].argument {} else { Issue.record("words before a scheme: \(found[8].argument)") }
    }

    /// TablePro's theme spacings, `LabeledContent("xxxs", …)`, `"sm"`, `"lg"`: codes without a vowel,
    /// read as letters in every language; a word ("Small", "dry") is text.
    @Test func aCodeWithoutAVowelIsTheSameInEveryLanguage() throws {
        #expect(["xxxs", "sm", "lg", "md", "xl"].allSatisfy { ValueJudge.isSameInEveryLanguage($0) })
        #expect(!ValueJudge.isSameInEveryLanguage("dry") && !ValueJudge.isSameInEveryLanguage("Small") && !ValueJudge.isSameInEveryLanguage("esc key"))
    }

    // MARK: Helpers

    /// Issue 24: `extension String { var localized: String { NSLocalizedString(self, comment: "") } }`
    /// used as `AccessibilityNotification.Announcement("Saving changes".localized).post()`; XcodesApp's
    /// `func localizeString(_ key: String) -> String { String(localized: String.LocalizationValue(key)) }`;
    /// Feather's `static func localized(_ name: String) -> String` called `.localized("Open")`.
    /// ClipFlow's `LocalizationHelper.localizedString(for key: String)`: a statement keyword as an
    /// argument label (`for`, `in`) does not make the function's body a loop's block, so its lookup
    /// makes a helper, and the helpers that call it (`"Select Provider".localized()`) are found.
    @Test func aKeywordAsAnArgumentLabelKeepsTheHelper() throws {
        let found = try uses(#"""
            enum LocalizationHelper {
                static func localizedString(for key: String) -> String {
                    let preferred = Bundle.main.localizedString(forKey: key, value: nil, table: "Localizable")
                    for language in ["en"] where preferred == key { _ = language }
                    return preferred
                }
            }
            extension String {
                func localized(_ args: CVarArg...) -> String {
                    let format = LocalizationHelper.localizedString(for: self)
                    return args.isEmpty ? format : String(format: format, args)
                }
            }
            func show() {
                selectButton.accessibilityLabel = "Select Provider".localized()
            }
            """#)
        #expect(found.map(key) == ["Select Provider"])
        #expect(lookup(found[0])?.kind == .helper)
    }

    @Test func helpersAreFoundByTheirBodies() throws {
        let found = try uses(#"""
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }
                func localized(table: String) -> String { NSLocalizedString(self, tableName: table, comment: "") }
            }
            func localizeString(_ key: String, comment: String = "") -> String {
                return String(localized: String.LocalizationValue(key))
            }
            func save() {
                AccessibilityNotification.Announcement("Saving changes".localized).post()
                stopButton.accessibilityHelp = localizeString("StopInstallation")
                Button(.localized("Open")) { }
                okButton.accessibilityLabel = "OK".localized(table: "Alerts")
                titleButton.accessibilityLabel = localizeString("Hello \(name)")
            }
            """#)
        #expect(found.map(key) == ["Saving changes", "Open", "OK", nil])
        #expect(found.prefix(3).allSatisfy { lookup($0)?.kind == .helper })
        #expect(lookup(found[2])?.table == "Alerts")
        #expect(reason(found[3]) == .interpolatedKey, "a String key with an interpolation is made at run time")
        #expect(found[3].runTimeKey?.key.writtenText == #"Hello \(name)"# && found[3].runTimeKey?.kind == .helper,
                "the format the catalog would hold is kept to compare")
        #expect(found.prefix(3).allSatisfy { $0.runTimeKey == nil })
        // `accessibilityHelp` is no accessibility property: no use.
        #expect(found.count == 4)
    }

    /// Maurya's `let key = "device.scene.mode.\(mode.rawValue)"; return String(localized:
    /// String.LocalizationValue(key))` (49th study): the key is a `String` made at run time, the
    /// text after interpolation ("device.scene.mode.1"), never the format a catalog would hold; a
    /// literal written inside `String.LocalizationValue(…)` is that format.
    @Test func aLocalizationValueOfAStringMadeAtRunTimeIsARunTimeKey() throws {
        let found = try uses(#"""
            enum SceneMode: Int { case still = 1, flow = 2 }
            struct ModeButton: View {
                let mode: SceneMode
                private func sceneName(_ mode: SceneMode) -> String {
                    let key = "device.scene.mode.\(mode.rawValue)"
                    return String(localized: String.LocalizationValue(key))
                }
                var body: some View {
                    Text("a").accessibilityLabel(sceneName(mode))
                    Text("b").accessibilityLabel(String(localized: String.LocalizationValue("device.count \(mode.rawValue)")))
                }
            }
            """#)
        #expect(found.count == 2)
        #expect(reason(found[0]) == .interpolatedKey && found[0].runTimeKey?.key.writtenText == #"device.scene.mode.\(mode.rawValue)"#)
        #expect(lookup(found[1])?.key.writtenText == #"device.count \(mode.rawValue)"# && found[1].runTimeKey == nil, "\(found[1].argument)")
    }

    /// GitOK's `GitCloneLocalization.string(_:)` passes its type's constants, `table: table,
    /// bundle: bundle`: the table is the constant's literal (a study found its sites left dynamic,
    /// "table not a literal"); a constant of another type, or one without a literal, stays unread.
    /// Nine's phrasebook: `Strings.string("key")` → `Phrasebook.current.string(key, args:)` → the
    /// stored `resolve(key, args)`, a closure the app installs at launch that looks the key up. A
    /// type made with a closure that looks up its parameter makes the methods that call its stored
    /// property with theirs helpers; one made with a closure that only reads a table does not.
    @Test func aClosureStoredInAValueThatLooksUpItsKeyMakesHelpers() throws {
        let found = try uses(#"""
            public struct Phrasebook: Sendable {
                public typealias Resolve = @Sendable (String, [String]) -> String
                private let resolve: Resolve
                public init(resolve: @escaping Resolve) { self.resolve = resolve }
                public func string(_ key: String, args: [String]) -> String {
                    resolve(key, args)
                }
                public static let english = Phrasebook { key, _ in EnglishPhrases.table[key] ?? key }
                nonisolated(unsafe) private static var installed: Phrasebook?
                public static var current: Phrasebook { installed ?? .english }
                public static func install(_ book: Phrasebook) { installed = book }
            }
            public struct Table {
                private let read: (String) -> String
                public init(read: @escaping (String) -> String) { self.read = read }
                public func text(_ key: String) -> String { read(key) }
            }
            public enum Strings {
                public static func install() {
                    Phrasebook.install(Phrasebook { key, args in
                        let format = String(localized: String.LocalizationValue(key), bundle: .main, comment: "")
                        return format
                    })
                }
                public static func string(_ key: String, _ args: String...) -> String {
                    Phrasebook.current.string(key, args: args)
                }
            }
            let table = Table(read: { key in EnglishPhrases.table[key] ?? key })
            struct Board: View {
                var body: some View {
                    Image("grid").accessibilityLabel(Strings.string("board.grid.label"))
                    Image("pencil").accessibilityHint(table.text("board.pencil.hint"))
                }
            }
            """#)
        #expect(found.map(key) == ["board.grid.label", nil], "\(found.map(\.argument))")
    }

    @Test func aHelpersTableMayBeAConstantOfItsType() throws {
        let found = try uses(#"""
            public enum GitCloneLocalization {
                public static let table = "GitCloneLocalizable"
                public static let bundle = Bundle.module
                public static func string(_ key: String) -> String {
                    String(localized: String.LocalizationValue(key), table: table, bundle: bundle)
                }
                public static func qualified(_ key: String) -> String {
                    NSLocalizedString(key, tableName: Self.table, comment: "")
                }
                public static func elsewhere(_ key: String) -> String {
                    NSLocalizedString(key, tableName: Other.table, comment: "")
                }
            }
            func show() {
                chooseButton.accessibilityLabel = GitCloneLocalization.string("Choose Directory")
                cloneButton.accessibilityLabel = GitCloneLocalization.qualified("Clone")
                otherButton.accessibilityLabel = GitCloneLocalization.elsewhere("Other")
            }
            """#)
        #expect(found.map(key) == ["Choose Directory", "Clone", nil])
        #expect(found.prefix(2).map { lookup($0)?.table } == ["GitCloneLocalizable", "GitCloneLocalizable"])
        #expect(lookup(found[0])?.bundle == .module)
        #expect(reason(found[2]) == .tableNotLiteral)
    }

    /// PeachCommander's `override func accessibilityLabel() -> String?` (AppKit) and UIKit's
    /// `override var accessibilityValue: String? { get { … } }`: what the getter returns is spoken; a
    /// getter call (`view.accessibilityLabel()`) and an app's own property of that name are no use.
    @Test func accessorOverridesAreUses() throws {
        let found = try uses(#"""
            final class EditorView: NSView {
                override func accessibilityLabel() -> String? {
                    if let name = document?.name { return name }
                    return String(localized: "File contents")
                }
            }
            final class GaugeView: UIView {
                override var accessibilityValue: String? {
                    get { String(localized: "gauge.value") }
                    set { }
                }
                func speak() { print(other.accessibilityLabel()) }
            }
            struct Model { var accessibilityLabel: String { "Model" } }
            """#)
        #expect(found.map(\.form) == ["accessibilityLabel() override", "accessibilityLabel() override", "var accessibilityValue override"], "\(found.map(\.form))")
        #expect(found.map(key) == [nil, "File contents", "gauge.value"])
        #expect(found.map(\.role) == [.label, .label, .value])
    }

    /// pixel-pet's `Text(verbatim: "\(L("earn.title")), \(coins)")`: a lookup inside an
    /// interpolation is a lookup of its key; the literal around it stays what it is, and a plain
    /// value inside adds nothing.
    @Test func lookupsInsideInterpolationsAreRead() throws {
        let found = try uses(#"""
            func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            func setUp(coins: Int) {
                wallet.accessibilityLabel = "\(L("earn.title")), \(coins)"
                score.accessibilityLabel = "\(String(localized: "Score")): \(coins)"
                plain.accessibilityLabel = "\(coins) \(String(describing: coins))"
            }
            """#)
        #expect(found.compactMap(key) == ["earn.title", "Score"], "\(found.map(\.argument))")
        #expect(found.count == 5, "each label's literal, and the two lookups: \(found.map(\.argument))")
    }

    /// TrafficVienna's `String(localized: "All").uppercased()`, ccwidget's parts joined into one
    /// announcement: a string's text in another form, and an array literal's parts, are judged; an
    /// array filled later stays dynamic.
    @Test func transformedAndJoinedTextIsJudgedPartByPart() throws {
        let found = try uses(#"""
            func setUp(caption: String) {
                allButton.accessibilityLabel = String(localized: "All").uppercased()
                gauge.accessibilityLabel = [String(localized: "Week used"), caption].joined(separator: ", ")
                let parts = [String(localized: "this session:"), "cache"]
                footer.accessibilityValue = parts.joined(separator: " ")
                var later: [String] = []
                other.accessibilityValue = later.joined()
            }
            """#)
        #expect(found.map(key) == ["All", "Week used", nil, "this session:", nil, nil], "\(found.map(\.argument))")
        #expect(reason(found[2]) == .parameter)
        if case .hardCoded = found[4].argument {} else { Issue.record("a literal part of a String array is text: \(found[4].argument)") }
        #expect(reason(found[5]) == .otherExpression)
    }

    /// Driveline's drive rows: `ListFormatter.localizedString(byJoining: [...])` joins its items with
    /// the language's own "and", alone or interpolated into a key; each item is judged as text.
    @Test func itemsAListFormatterJoinsAreJudgedOneByOne() throws {
        let found = try uses(#"""
            struct DriveRow: View {
                let name: String
                var body: some View {
                    Image(systemName: "car")
                        .accessibilityLabel(ListFormatter.localizedString(byJoining: [String(localized: "Morning drive"), name]))
                    Image(systemName: "car")
                        .accessibilityLabel("\(index). \(ListFormatter.localizedString(byJoining: [String(localized: "Evening drive"), "Home"]))")
                    Image(systemName: "car")
                        .accessibilityLabel(ListFormatter.localizedString(byJoining: names))
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Morning drive", "Evening drive"], "\(found.map(\.argument))")
        #expect(found.count == 6 && lookup(found[2])?.key.writtenText.hasPrefix(#"\(index). "#) == true,
                "the key around the second list is a lookup of its own: \(found.map(\.argument))")
        #expect(found.compactMap(text) == ["Home"], "a literal item is a String, spoken as written")
        #expect(reason(found[1]) == .storedProperty)
        #expect(found.last.flatMap(reason) != nil, "a list made elsewhere is known only at run time")
    }

    /// bruce's `text(.turnOff).replacingOccurrences(of: "%@", with: name)`: a looked-up format whose
    /// placeholder the code fills by hand is that lookup; a literal it is done to is a `String`,
    /// spoken as written even where a key is taken.
    @Test func aPlaceholderFilledByHandKeepsTheLookup() throws {
        let found = try uses(#"""
            struct PowerButton: View {
                let name: String
                var body: some View {
                    Button("x") { }
                        .accessibilityLabel(String(localized: "Turn off %@").replacingOccurrences(of: "%@", with: name))
                        .accessibilityHint("Switches %@ off".replacingOccurrences(of: "%@", with: name).replacingOccurrences(of: "  ", with: " "))
                }
            }
            """#).filter { !$0.isImplicit }
        #expect(found.map(key) == ["Turn off %@", nil], "\(found.map(\.argument))")
        if case .hardCoded(let literal) = found[1].argument {
            #expect(literal.plainText == "Switches %@ off")
        } else {
            Issue.record("a String literal is spoken as written: \(found[1].argument)")
        }
    }

    /// AudioBooth's `if let remaining = …` then `remaining.accessibilityTimeRemaining`, and a
    /// `ForEach` element's `preset.spokenName`: a computed member the module declares once is what a
    /// value of unknown type gives; a name SDK types share (`description`) stays dynamic.
    @Test func computedMembersOfUntypedValues() throws {
        let found = try uses(#"""
            struct BookRow: View {
                let book: Book
                var body: some View {
                    if let remaining = book.remaining {
                        Text("x").accessibilityLabel(remaining.accessibilityTimeRemaining)
                    }
                    ForEach(presets) { preset in
                        Image("x").accessibilityLabel(preset.spokenName)
                        Image("y").accessibilityLabel(preset.description)
                    }
                }
            }
            extension Double {
                var accessibilityTimeRemaining: String { String(localized: "time.remaining") }
            }
            extension Preset: CustomStringConvertible {
                var spokenName: LocalizedStringKey {
                    switch self {
                    case .warm: "preset.warm"
                    case .cold: "preset.cold"
                    }
                }
                var description: String { String(localized: "preset.description") }
            }
            """#)
        #expect(found.map(key) == ["time.remaining", "preset.warm", "preset.cold", nil], "\(found.map(\.argument))")
        #expect(reason(found[3]) == .propertyOfValue)
    }

    /// Proton Pass's `#localized("Retry", bundle: .module)`: a freestanding macro whose
    /// implementation writes `String(localized:)` into the code it makes is a lookup of its key, in
    /// the bundle its `bundle:` names; with format arguments (a parameter pack) too. A macro whose
    /// expansion writes no lookup, or whose implementation the run lacks, is no helper.
    /// flaccy's Mac sidebar: `if let section = item as? SidebarSection` in an outline view's data
    /// source, then `NSImage(…, accessibilityDescription: section.title)`: the value has the type it
    /// is cast to, whose localized member is read. A cast to a type the module does not declare says nothing.
    @Test func aValueCastToAModuleTypeHasItsMembers() throws {
        let found = try uses(#"""
            enum SidebarSection {
                case library, playlists
                var title: String {
                    switch self {
                    case .library: String(localized: "Library")
                    case .playlists: String(localized: "Playlists")
                    }
                }
            }
            final class Sidebar: NSObject {
                func view(for item: Any) {
                    if let section = item as? SidebarSection {
                        button.setAccessibilityLabel(section.title)
                    }
                    let other = item as! NSMenuItem
                    button.setAccessibilityHelp(other.title)
                }
            }
            """#)
        #expect(found.map(key) == ["Library", "Playlists", nil], "\(found.map(\.argument))")
    }

    @Test func macrosThatExpandToALookupAreHelpers() throws {
        let found = try uses(#"""
            @freestanding(expression)
            public macro localized<each T>(_ key: StaticString, bundle: Bundle? = nil, _ arguments: repeat each T)
                -> String = #externalMacro(module: "MacroImplementation", type: "LocalizedMacro")
            @freestanding(expression)
            public macro localized(_ key: StaticString, bundle: Bundle? = nil)
                -> String = #externalMacro(module: "MacroImplementation", type: "LocalizedMacro")
            @freestanding(expression)
            public macro shout(_ text: StaticString) -> String = #externalMacro(module: "MacroImplementation", type: "ShoutMacro")
            @freestanding(expression)
            public macro elsewhere(_ key: StaticString) -> String = #externalMacro(module: "Other", type: "ElsewhereMacro")
            public struct LocalizedMacro: ExpressionMacro {
                public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> ExprSyntax {
                    if let bundle { return "String(localized: \(key), bundle: \(bundle))" }
                    return "String(localized: \(key))"
                }
            }
            public struct ShoutMacro: ExpressionMacro {
                public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> ExprSyntax {
                    "\(text).uppercased()"
                }
            }
            func setUp() {
                retryButton.accessibilityLabel = #localized("Retry", bundle: .module)
                countLabel.accessibilityLabel = #localized("%lld items", count)
                closeButton.accessibilityLabel = #localized("Close")
                loudButton.accessibilityLabel = #shout("Loud")
                otherButton.accessibilityLabel = #elsewhere("Other")
            }
            """#)
        #expect(found.map(key) == ["Retry", "%lld items", "Close", nil, nil])
        #expect(found.prefix(3).allSatisfy { lookup($0)?.kind == .helper })
        #expect(lookup(found[0])?.bundle == .module)
        #expect(lookup(found[2])?.bundle == .main)
    }

    /// SwiftGen's shape: `L10n.tr(table, key)` through `Bundle.localizedString(forKey:value:table:)`,
    /// constants that call it, and a helper that calls a helper (Feather's `func localized()`).
    @Test func helpersThroughBundlesConstantsAndOtherHelpers() throws {
        let found = try uses(#"""
            enum L10n {
                static let close = L10n.tr("Buttons", "close.title", fallback: "Close")
                private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                    Bundle.main.localizedString(forKey: key, value: value, table: table)
                }
            }
            extension String {
                static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }
                func localized() -> String { String.localized(self) }
            }
            func setUp() {
                closeButton.accessibilityLabel = L10n.close
                doneButton.accessibilityLabel = "Done".localized()
            }
            """#)
        #expect(found.map(key) == ["close.title", "Done"])
        #expect(lookup(found[0])?.table == "Buttons" && lookup(found[0])?.kind == .helper)
        #expect(lookup(found[1])?.kind == .helper)
    }

    /// TypeWhisper's `localizedAppText(_:de:ja:)`: the app passes the text in each language and the
    /// function picks one, looking only its English up as a fallback. German users hear the `de:`
    /// argument, so the call is neither a lookup of the English key (whose German the catalog may
    /// lack) nor hard-coded text; a function with one parameter named like a language (`id`) is
    /// followed as before.
    @Test func textTranslatedInTheCodeIsNeitherALookupNorHardCoded() throws {
        let found = try uses(#"""
            func localizedAppText(_ english: String, de german: String, ja japanese: String? = nil) -> String {
                if Locale.preferredLanguages.first?.hasPrefix("de") == true { return german }
                return Bundle.main.localizedString(forKey: english, value: nil, table: nil)
            }
            func contributorText(_ english: String, de german: String, ja japanese: String) -> String {
                Locale.preferredLanguages.first?.hasPrefix("de") == true ? german : english
            }
            func title(_ text: String, id: Int) -> String { NSLocalizedString(text, comment: "") }
            func setUp() {
                exportButton.accessibilityLabel = localizedAppText("Export…", de: "Exportieren…")
                sendButton.accessibilityLabel = contributorText("Send", de: "Senden", ja: "送信")
                openButton.accessibilityLabel = title("Open", id: 1)
            }
            """#)
        #expect(found.count == 3)
        #expect(reason(found[0]) == .translatedInCode && reason(found[1]) == .translatedInCode)
        #expect(key(found[2]) == "Open" && lookup(found[2])?.kind == .helper)
    }

    /// LinearMouse's `ForEach(Destination.allCases) { destination in … Text(destination.title) }`: the
    /// closure's element is a `Destination`, so its `title` is followed to each case's key; `$0` too.
    /// A closure that is not a `ForEach` over `allCases` keeps its parameter dynamic.
    @Test func aForEachOverAnEnumsCasesGivesItsElementsType() throws {
        let found = try uses(#"""
            enum Destination: CaseIterable {
                case home, settings
                var title: LocalizedStringKey {
                    switch self {
                    case .home: "Home"
                    case .settings: "Settings"
                    }
                }
            }
            struct Sidebar: View {
                var body: some View {
                    ForEach(Destination.allCases, id: \.self) { destination in
                        Image(systemName: "circle").accessibilityLabel(destination.title)
                    }
                    ForEach(Destination.allCases) { Image(systemName: "square").accessibilityHint($0.title) }
                    items.map { item in Image(systemName: "x").accessibilityLabel(item.title) }
                    // MathPro's onboarding: the second parameter of an enumerated sequence is the element.
                    ForEach(Array(Destination.allCases.enumerated()), id: \.element) { index, destination in
                        Image(systemName: "e").accessibilityValue(destination.title)
                    }
                    ForEach(pairs, id: \.0) { index, destination in Image(systemName: "p").accessibilityValue(destination.title) }
                }
            }
            """#)
        #expect(found.map(key) == ["Home", "Settings", "Home", "Settings", nil, "Home", "Settings", nil])
        #expect(found.map(\.role) == [.label, .label, .hint, .hint, .label, .value, .value, .value])
        #expect(reason(found[4]) == .propertyOfValue && reason(found[7]) == .propertyOfValue)
    }

    /// The same for a `for` loop over an enum's cases, as AppKit and UIKit apps build menus and
    /// segments: `option.title` is followed for every case; a loop over anything else is not.
    @Test func aLoopOverAnEnumsCasesGivesItsVariablesType() throws {
        let found = try uses(#"""
            enum Option: CaseIterable {
                case alpha, beta
                var title: String {
                    switch self {
                    case .alpha: NSLocalizedString("Alpha", comment: "")
                    case .beta: NSLocalizedString("Beta", comment: "")
                    }
                }
            }
            func setUp(buttons: [NSButton]) {
                for option in Option.allCases {
                    buttons[0].setAccessibilityLabel(option.title)
                }
                for option in options {
                    buttons[1].setAccessibilityLabel(option.title)
                }
            }
            """#)
        #expect(found.map(key) == ["Alpha", "Beta", nil])
        #expect(reason(found[2]) != nil)
    }

    @Test func configuredRoutinesStillWin() throws {
        let found = try uses(#"""
            extension String { var localized: String { NSLocalizedString(self, comment: "") } }
            a.accessibilityLabel = "Close".localized
            """#, routines: [".localized"])
        #expect(lookup(found[0])?.kind == .routine)
    }

    // MARK: Dynamic, and why

    @Test func dynamicValuesSayWhy() throws {
        let found = try uses(#"""
            struct Row: View {
                let title: String
                var body: some View {
                    ForEach(items) { item in
                        Text("x").accessibilityLabel(item.name)
                    }
                    Text("x").accessibilityLabel(title)
                    Text("x").accessibilityHint(format(count))
                    Text("x").accessibilityValue(values[index])
                }
                func configure(label: String) {
                    view.accessibilityLabel = label
                    view.accessibilityHint = NSLocalizedString("\(prefix).hint", comment: "")
                    view.accessibilityValue = NSLocalizedString(key, comment: "")
                    view.accessibilityLabel = String(localized: "x", table: tableName)
                    view.accessibilityHint = unknownName
                }
            }
            """#)
        #expect(found.map(reason) == [
            .propertyOfValue, .storedProperty, .unknownFunction, .otherExpression, .parameter, .interpolatedKey, .keyNotLiteral, .tableNotLiteral,
            .variableNotResolved,
        ])
    }

    /// Yattee's `ForEach(availableSortOptions) { order in Label(order.displayName, …) }` with
    /// `availableSortOptions: [MediaBrowserSortOrder]`, Unwatched's `ForEach(ShareAction.actions(for:
    /// video))`, and a `for` loop over a local sequence: an element of an enum sequence whose type
    /// is written is of that enum. A sequence of a struct of data stays unknown.
    @Test func elementsOfAnEnumSequenceOfAWrittenTypeAreThatEnum() throws {
        let found = try uses(#"""
            enum SortOrder: CaseIterable {
                case name, date
                var displayName: String {
                    switch self {
                    case .name: String(localized: "sort.name")
                    case .date: String(localized: "sort.date")
                    }
                }
            }
            enum ShareAction {
                case play, queue
                static func actions(for video: Video) -> [ShareAction] { [.play, .queue] }
                var title: LocalizedStringKey {
                    switch self {
                    case .play: "play"
                    case .queue: "queueNext"
                    }
                }
            }
            struct Video { let title: String }
            struct Options: View {
                let videos: [Video]
                var available: [SortOrder] { SortOrder.allCases }
                var body: some View {
                    ForEach(available) { order in Label(order.displayName, systemImage: "x") }
                    ForEach(ShareAction.actions(for: video).reversed(), id: \.self) { action in
                        Image(systemName: "x").accessibilityLabel(action.title)
                    }
                    ForEach(videos) { video in Image(systemName: "v").accessibilityLabel(video.title) }
                }
                func menu() {
                    let orders = available.filter { $0 != .date }
                    for order in orders { item.accessibilityLabel = order.displayName }
                }
            }
            """#)
        #expect(found.map(key) == ["sort.name", "sort.date", "play", "queueNext", nil, "sort.name", "sort.date"], "\(found.map(\.argument))")
        #expect(reason(found[4]) == .propertyOfValue || reason(found[4]) == .storedProperty, "\(found[4].argument)")
    }

    /// Weather Atlas's `ForEach(lists) { listID in Button(listID.localizedDisplayName(locale: locale))`
    /// over `[CityListID]`, a struct: a method or computed property of the element's type says what
    /// it gives; a stored property is data and stays unknown (the 41st study found the lists' names
    /// dynamic). Feather's `UIUserInterfaceStyle.allCases` is an SDK enum the app extends: its
    /// `label` switch ends each clause before `@unknown default:`.
    @Test func elementsOfAStructSequenceGiveWhatTheirComputedMembersSay() throws {
        let found = try uses(#"""
            struct CityListID: Identifiable {
                let rawValue: String
                let displayName: String
                static let builtIn: [CityListID] = []
                func localizedDisplayName(locale: Locale) -> String {
                    if rawValue == "europe" { return String(localized: "Europe") }
                    return displayName
                }
            }
            extension UIUserInterfaceStyle: @retroactive CaseIterable {
                public static var allCases: [UIUserInterfaceStyle] { [.dark, .light] }
                var label: String {
                    switch self {
                    case .dark: String(localized: "Dark")
                    case .light: String(localized: "Light")
                    @unknown default: String(localized: "Unknown")
                    }
                }
            }
            struct Lists: View {
                let lists: [CityListID]
                var body: some View {
                    ForEach(lists) { listID in Button(listID.localizedDisplayName(locale: locale)) {} }
                    ForEach(CityListID.builtIn) { listID in Text("x").accessibilityLabel(listID.displayName) }
                    ForEach(UIUserInterfaceStyle.allCases, id: \.rawValue) { style in Text("x").accessibilityLabel(style.label) }
                }
            }
            """#)
        #expect(found.map(key) == ["Europe", nil, nil, "Dark", "Light", "Unknown"], "\(found.map(\.argument))")
        #expect(reason(found[1]) == .storedProperty, "the method's own stored property: \(found[1].argument)")
        #expect(reason(found[2]) == .propertyOfValue, "a stored property of an element is data: \(found[2].argument)")
    }

    /// CodingBuddy's `Table(sortedFindingRows) { TableColumn("Finding") { row in
    /// Label(row.finding.kind.displayName, …) } }`: a table's rows are its elements, and a stored
    /// property of a struct element says, by its written type, what its members give (an enum's
    /// cases' names); a `List` of data gives its elements as `ForEach` does.
    @Test func aTablesRowsAndTheirStoredPropertiesWrittenTypesAreFollowed() throws {
        let found = try uses(#"""
            enum Kind {
                case exact, shadowed
                var displayName: String {
                    switch self {
                    case .exact: String(localized: "Exact duplicate")
                    case .shadowed: String(localized: "Shadowed")
                    }
                }
            }
            struct Finding { let kind: Kind; let title: String }
            struct FindingRow: Identifiable { let finding: Finding }
            struct Findings: View {
                var rows: [FindingRow] { [] }
                var body: some View {
                    Table(rows) {
                        TableColumn("Finding") { row in Label(row.finding.kind.displayName, systemImage: "x") }
                    }
                    List(rows) { row in Text("x").accessibilityLabel(row.finding.title) }
                }
            }
            """#).filter { !$0.isImplicit || $0.form.hasPrefix("Label") }
        #expect(found.map(key) == ["Exact duplicate", "Shadowed", nil], "\(found.map(\.argument))")
        #expect(found.last.flatMap(reason) == .propertyOfValue, "a stored String of an element is data")
    }

    /// Weather Atlas's map menu: `ForEach(mapOverlayOptions, id: \.mode) { option in Button(option.label) {} }`
    /// over a computed property whose getter gives one array literal of tuples: each tuple's part.
    @Test func elementsOfAGetterGivingAnArrayLiteralAreItsTuples() throws {
        let found = try uses(#"""
            struct MapMenu: View {
                var mapOverlayOptions: [(mode: String, label: String)] {
                    [
                        ("weather", String(localized: "Sunniness")),
                        ("wind", String(localized: "Wind")),
                    ]
                }
                var body: some View {
                    ForEach(mapOverlayOptions, id: \.mode) { option in Button(option.label) {} }
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Sunniness", "Wind"], "\(found.map(\.argument))")
    }

    /// blaseunddarm's `extension PalpationFinding { var label: String { String(localized:
    /// String.LocalizationValue(rawValue)) } }`: the raw values are the keys, each case's (the
    /// 42nd study found such labels dynamic); read for one case, its own.
    @Test func aRawValueLookedUpInItsEnumsMemberGivesEachCasesKey() throws {
        let found = try uses(#"""
            enum PalpationFinding: String, CaseIterable, Identifiable {
                case soft = "Tief eindrückbar"
                case firm = "Deutlich federnd"
                var id: String { rawValue }
            }
            extension PalpationFinding { var label: String { String(localized: String.LocalizationValue(rawValue)) } }
            struct Log: View {
                var body: some View {
                    ForEach(PalpationFinding.allCases) { f in Button { } label: { Text(f.label) } }
                    Text("x").accessibilityLabel(PalpationFinding.firm.label)
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Tief eindrückbar", "Deutlich federnd", "Deutlich federnd"], "\(found.map(\.argument))")
    }

    /// youtubenopub's `displayName(forFolder:)`: `if name == StoreKeys.defaultFolder { return
    /// String(localized: "Default") }; return name`. The maker's `"Default"` never reaches `return
    /// name` (the 41st study judged it wrong as hard-coded text); another maker's literal does, and
    /// a comparison that does not leave the function excludes nothing.
    @Test func aParameterGivenBackOnlyWhenItIsNotTheComparedValueIsNotThatValue() throws {
        let found = try uses(#"""
            enum StoreKeys { static let defaultFolder = "Default" }
            func displayName(forFolder name: String) -> String {
                if name == StoreKeys.defaultFolder { return String(localized: "Default") }
                return name
            }
            func title(_ name: String) -> String {
                guard name != "Inbox" else { return String(localized: "Inbox") }
                return name
            }
            func shown(_ name: String) -> String {
                if name == "Archive" { log("archive") }
                return name
            }
            struct Folders: View {
                var body: some View {
                    Text("a").accessibilityLabel(displayName(forFolder: StoreKeys.defaultFolder))
                    Text("b").accessibilityLabel(displayName(forFolder: "Trash"))
                    Text("c").accessibilityLabel(title("Inbox"))
                    Text("d").accessibilityLabel(shown("Archive"))
                }
            }
            """#)
        #expect(found.map(key) == ["Default", "Default", nil, "Inbox", nil], "\(found.map(\.argument))")
        #expect(found.compactMap(text) == ["Trash", "Archive"], "\(found.map(\.argument))")
    }

    /// Yattee's `.help(config.buttonType.displayName)`: a `switch` of 33 lookups gives each.
    @Test func aLongSwitchOfLookupsGivesEachKey() throws {
        let cases = (0..<33).map { "case .c\($0): String(localized: \"controls.button.c\($0)\")" }.joined(separator: "\n")
        let found = try uses("""
            enum ButtonType {
                case \((0..<33).map { "c\($0)" }.joined(separator: ", "))
                var displayName: String {
                    switch self {
                    \(cases)
                    }
                }
            }
            struct Config: View {
                let type: ButtonType
                var body: some View { Image(systemName: "x").help(type.displayName) }
            }
            """).filter { !$0.isImplicit }
        #expect(found.compactMap(key) == (0..<33).map { "controls.button.c\($0)" }, "\(found.map(\.argument))")
    }

    /// Long chains and cycles cost a bounded amount per use: more branches than a use may give,
    /// constants that refer to each other.
    @Test func chainsAndCyclesAreBounded() throws {
        let ternaries = (0..<(ValueJudge.maximumValues + 16)).map { "c\($0) ? \"k\($0)\" : " }.joined() + "\"last\""
        let found = try uses(#"""
            enum Loop {
                static let a = Loop.b
                static let b = Loop.a
            }
            Text("x").accessibilityLabel(Loop.a)
            """# + "\nText(\"y\").accessibilityLabel(\(ternaries))\n")
        #expect(reason(found[0]) == .tooComplex)
        #expect(found.count <= 1 + ValueJudge.maximumValues + 1)
        #expect(found.dropFirst().contains { reason($0) == .tooComplex })
        #expect(found.dropFirst().filter { key($0) != nil }.count >= 20)
    }

    /// MyHealthOverview's toasts: `Bundle.module.localizedString(forKey: "banner_info", value: nil,
    /// table: "Feedback")` looks its key up in that table of the receiver's bundle (the thirty-fourth
    /// study's judge found ten such labels unread, two of them naming a table that does not exist).
    @Test func aBundlesLocalizedStringIsALookupInItsTable() throws {
        let found = try uses(#"""
            struct Toast: View {
                var body: some View {
                    Image(systemName: "info").accessibilityLabel(Bundle.module.localizedString(forKey: "banner_info", value: nil, table: "Feedback"))
                    Image(systemName: "x").accessibilityHint(Bundle.main.localizedString(forKey: "close.hint", value: "Closes", table: nil))
                    Image(systemName: "y").accessibilityLabel(bundle.localizedString(forKey: "other.label", value: nil, table: nil))
                    Image(systemName: "z").accessibilityLabel(formatter.localizedString(for: date))
                    Image(systemName: "t").accessibilityLabel(NSLocalizedString("tab.home", tableName: nil, bundle: .main, comment: ""))
                }
            }
            """#)
        #expect(found.map { key($0) ?? "dynamic" } == ["banner_info", "close.hint", "other.label", "dynamic", "tab.home"], "`tableName: nil` is the default table")
        #expect(found.compactMap { lookup($0).map { "\($0.kind) \($0.table ?? "-") \($0.bundle)" } } == [
            "bundleLocalizedString Feedback module", "bundleLocalizedString - main", "bundleLocalizedString - other(\"bundle\")", "nsLocalizedString - main",
        ])
    }
}
