import Testing
@testable import CatalogKitLite

/// Text a custom view or a helper function of the app hands on to an accessibility API is given at
/// the call sites. The snippets are written here to mirror shapes of real apps (a study of ten apps
/// found this the largest class of missed lookups).
struct CallSiteForwardingTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    func text(_ use: AccessibilityUse) -> String? {
        if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil }
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    /// AIPedometer's `extension View { func accessibleButton(label: String, hint: String?) }`,
    /// called as a modifier on any view (`.accessibleButton(label: L10n.localized("Profile"))`): its
    /// parameters are followed to those calls (a study found every such site dynamic). A method of
    /// the app's own type called on another value is not its call.
    /// A helper's parameter with a default (`closeButton(_ label: String = String(localized:
    /// "sheet.close"))`): a call that leaves it out speaks the default, one that gives it its own.
    /// A parameter without one, left out nowhere, gives only its callers' texts.
    @Test func aParametersDefaultIsSpokenWhereACallLeavesItOut() throws {
        let found = try moduleUses([#"""
            struct Sheet: View {
                var body: some View {
                    closeButton()
                    closeButton(String(localized: "sheet.dismiss"))
                    titled(String(localized: "sheet.title"))
                }
                func closeButton(_ label: String = String(localized: "sheet.close")) -> some View {
                    Button {} label: { Image("x") }.accessibilityLabel(label)
                }
                func titled(_ title: String) -> some View {
                    Image("t").accessibilityLabel(title)
                }
            }
            """#])
        #expect(found.flatMap { $0 }.compactMap(key).sorted() == ["sheet.close", "sheet.dismiss", "sheet.title"])
    }

    /// machtblick's `ImprintView()`: a view's stored property set by its one initialiser, whose
    /// parameter has a default (`init(backLabel: String = Copy.moreTab)`), passed on to another view
    /// that speaks it: a maker that leaves it out gives the default.
    @Test func aViewsInitialiserDefaultIsSpokenWhereAMakerLeavesItOut() throws {
        let found = try moduleUses([#"""
            enum Copy {
                static var moreTab: String { String(localized: "copy.moreTab") }
            }
            struct Page: View {
                let backLabel: String
                var body: some View { Button {} label: { Image("b") }.accessibilityLabel(backLabel) }
            }
            struct ImprintView: View {
                let backLabel: String
                init(backLabel: String = Copy.moreTab) { self.backLabel = backLabel }
                var body: some View { Page(backLabel: backLabel) }
            }
            struct Root: View {
                var body: some View {
                    ImprintView()
                    ImprintView(backLabel: String(localized: "copy.other"))
                }
            }
            """#])
        #expect(found.flatMap { $0 }.compactMap(key).sorted() == ["copy.moreTab", "copy.other"])
    }

    @Test func anAppsOwnModifierIsFollowedToTheViewsThatCallIt() throws {
        let found = try moduleUses([#"""
            extension View {
                func accessibleButton(label: String, hint: String? = nil) -> some View {
                    self.accessibilityLabel(label).accessibilityHint(hint ?? "")
                }
            }
            """#, #"""
            struct Dashboard: View {
                var body: some View {
                    Image("profile").accessibleButton(label: String(localized: "Profile"), hint: String(localized: "Opens your profile"))
                }
            }
            final class Row { func describe(label: String) { view.accessibilityLabel = label } }
            func show(other: Other) { other.describe(label: String(localized: "Not this row")) }
            """#])
        let keys = found.flatMap { $0 }.compactMap(key)
        #expect(keys.contains("Profile") && keys.contains("Opens your profile"))
        #expect(!keys.contains("Not this row"), "a method of the app's own type is called on its own values only")
    }

    /// VoiceInk's icon button: `let title: LocalizedStringKey` of a view, given to
    /// `.accessibilityLabel` and `.help`, built elsewhere as `AddIconButton(title: "Add model")`.
    @Test func aViewsKeyPropertyBuiltWithALiteralIsAKeyAtTheCallSite() throws {
        let files = try moduleUses([
            #"""
            struct AddIconButton: View {
                let title: LocalizedStringKey
                var action: () -> Void = {}
                var body: some View {
                    Button(action: action) { Image(systemName: "plus") }
                        .accessibilityLabel(title)
                        .help(title)
                }
            }
            """#,
            #"""
            struct ModelsView: View {
                var body: some View {
                    AddIconButton(title: "Add model") { add() }
                }
            }
            """#,
        ])
        // The view's own uses are replaced by the call site's.
        #expect(files[0].isEmpty)
        let found = files[1]
        #expect(found.map(key) == ["Add model", "Add model"])
        #expect(found.map(\.form) == [".accessibilityLabel(_:)", ".help(_:)"])
        #expect(found.map(\.role) == [.label, .hint])
        #expect(found.allSatisfy { $0.argumentPosition.line == 3 && $0.argumentPosition.column == 30 && $0.callPosition.column == 9 })
        #expect(found[0].element == found[1].element)
    }

    /// A view whose property is a `String`: a literal given to it is shown as written.
    @Test func aViewsStringPropertyBuiltWithALiteralIsHardCodedText() throws {
        let found = try uses(#"""
            struct FooterIconButton: View {
                let accessibilityLabel: String
                let systemImage: String
                var body: some View {
                    Image(systemName: systemImage).accessibilityLabel(accessibilityLabel)
                }
            }
            struct Footer: View {
                var body: some View {
                    HStack {
                        FooterIconButton(accessibilityLabel: "Undo", systemImage: "arrow.uturn.backward")
                        FooterIconButton(accessibilityLabel: String(localized: "Redo"), systemImage: "arrow.uturn.forward")
                    }
                }
            }
            """#)
        #expect(found.count == 2)
        #expect(text(found[0]) == "Undo" && found[0].argumentPosition.line == 11)
        #expect(key(found[1]) == "Redo" && found[1].argumentPosition.line == 12)
        #expect(found.allSatisfy { $0.form == ".accessibilityLabel(_:)" && $0.role == .label })
        // Two call sites are two elements.
        #expect(found[0].element != found[1].element)
    }

    /// A link row whose title and description are two `Text`s of one label closure: at each call
    /// site both are the implicit label of one element.
    @Test func twoPropertiesOfOneElementStayOneElement() throws {
        let found = try uses(#"""
            struct LinkRow: View {
                let title: LocalizedStringKey
                let detail: LocalizedStringKey
                let destination: URL
                var body: some View {
                    Link(destination: destination) {
                        VStack { Text(title); Text(detail) }
                    }
                }
            }
            struct Links: View {
                var body: some View {
                    LinkRow(title: "Join the forum", detail: "Ask questions", destination: forum)
                    LinkRow(title: "Report a bug", detail: "Help us fix it", destination: issues)
                }
            }
            """#)
        #expect(found.map(key) == ["Join the forum", "Ask questions", "Report a bug", "Help us fix it"])
        #expect(found.allSatisfy { $0.isImplicit && $0.role == .label && $0.form == "Link label: Text(_:)" })
        #expect(found[0].element == found[1].element && found[2].element == found[3].element)
        #expect(found[0].element != found[2].element)
    }

    /// kaset's `trafficButton(_ label: String, …)`, called with `String(localized:)` at two places.
    @Test func aHelperFunctionsStringParameterFedLookupsGivesOneUsePerCall() throws {
        let found = try uses(#"""
            struct MiniPlayer: View {
                var body: some View {
                    HStack {
                        trafficButton(String(localized: "Close"), color: .red) { close() }
                        trafficButton(String(localized: "Minimize"), color: .yellow) { minimize() }
                    }
                }

                private func trafficButton(_ label: String, color: Color, action: @escaping () -> Void) -> some View {
                    Button(action: action) { Circle().fill(color) }
                        .help(label)
                }

                private func menuRow(_ title: String, isOn: Binding<Bool>, changed: Bool) -> some View {
                    Toggle(isOn: isOn) {
                        if changed { Text(title).bold() } else { Text(title) }
                    }
                }

                var options: some View {
                    menuRow(String(localized: "Game Mode"), isOn: $gameMode, changed: false)
                }
            }
            """#)
        #expect(found.map(key) == ["Close", "Minimize", "Game Mode"])
        #expect(found.map(\.argumentPosition.line) == [4, 5, 21])
        #expect(found.prefix(2).allSatisfy { $0.form == ".help(_:)" && $0.role == .hint })
        // The two `Text(title)` of one label closure give one use at the call.
        #expect(found[2].form == "Toggle label: Text(_:)" && found[2].isImplicit)
    }

    /// kaset's `headerActionLabel(localized: LocalizedStringKey, …)` feeding `Label(title)` and
    /// `.accessibilityLabel(Text(title))`: a literal is a key; a variable passed stays dynamic.
    /// Momen's `collapsibleSection(_ title: String, …, @ViewBuilder trailing: () -> Trailing,
    /// @ViewBuilder content: () -> Content)`: an attribute before a parameter is neither its label
    /// nor its name, so the call's labels fit and the title is followed to it.
    @Test func attributesOfParametersAreNoLabels() throws {
        let found = try uses(#"""
            struct Configuration: View {
                var body: some View {
                    section("Participants", trailing: { Text("t") }) { Text("c") }
                }
                private func section<Content: View, Trailing: View>(
                    _ title: String, @ViewBuilder trailing: () -> Trailing, @ViewBuilder content: () -> Content
                ) -> some View {
                    Button { } label: { Text(title) }
                }
            }
            """#)
        #expect(found.compactMap(text) == ["Participants"], "\(found.map(\.argument))")
    }

    @Test func aKeyParameterPassedALiteralOrAVariable() throws {
        let found = try uses(#"""
            extension PlaylistHeader {
                func headerActionLabel(localized title: LocalizedStringKey, systemImage: String) -> some View {
                    Label(title, systemImage: systemImage)
                        .labelStyle(.iconOnly)
                        .accessibilityLabel(Text(title))
                }
                var actions: some View {
                    HStack {
                        headerActionLabel(localized: "Play", systemImage: "play.fill")
                        headerActionLabel(localized: shuffleTitle, systemImage: "shuffle")
                    }
                }
            }
            """#)
        // The implicit title gives way to the explicit label inside the helper.
        #expect(found.map(\.form) == [".accessibilityLabel(_:)", ".accessibilityLabel(_:)"])
        #expect(key(found[0]) == "Play" && found[0].argumentPosition.line == 9)
        #expect(reason(found[1]) == .storedProperty || reason(found[1]) == .variableNotResolved)
        #expect(found[1].argumentPosition.line == 10)
    }

    /// A call site passing its own parameter stays dynamic where nothing makes its view, and a view whose
    /// own initialiser takes the property under another label, or a function never called, keeps its
    /// inner use.
    /// SolarLens's `struct BatteryLevelSeries: ChartContent` with `var batteryLabel: String`: chart
    /// content is made like a view, so its label is given where it is made.
    @Test func chartContentsPropertyIsGivenWhereItIsMade() throws {
        let files = try moduleUses([
            #"""
            struct BatteryLevelSeries: ChartContent {
                var data: [Item]
                var batteryLabel: String
                var body: some ChartContent {
                    ForEach(data) { point in LineMark(x: .value("Time", point.date), y: .value("%", point.level)).accessibilityLabel(batteryLabel) }
                }
            }
            """#,
            #"""
            struct BatteryCard: View {
                var body: some View { Chart { BatteryLevelSeries(data: items, batteryLabel: String(localized: "Level")) } }
            }
            """#,
        ])
        #expect(files[1].compactMap(key) == ["Level"], "\(files.map { $0.map(\.argument) })")
    }

    /// Belay's `SettingRow`: `var spokenLabel: LocalizedStringResource? = nil`, set by the makers
    /// that want one; a maker that leaves it out gives no text.
    @Test func anOptionalViewPropertyWithoutTextIsGivenWhereTheViewIsMade() throws {
        let files = try moduleUses([
            #"""
            struct SettingRow: View {
                let title: LocalizedStringKey
                var spokenLabel: LocalizedStringResource? = nil
                var body: some View {
                    Toggle(title, isOn: .constant(true)).accessibilityLabel(Text(spokenLabel ?? "Setting"))
                }
            }
            """#,
            #"""
            struct Settings: View {
                var body: some View {
                    SettingRow(title: "Notify", spokenLabel: "Notify when the agent finishes")
                    SettingRow(title: "Sound")
                }
            }
            """#,
        ])
        #expect(files[1].compactMap(key).contains("Notify when the agent finishes"), "\(files[1].map(\.argument))")
    }

    @Test func whatIsNotFollowedStaysDynamic() throws {
        let found = try uses(#"""
            struct Row: View {
                let title: String
                func badge(_ text: String) -> some View {
                    Image(systemName: "star").accessibilityLabel(text)
                }
                var body: some View {
                    badge(title)
                }
            }
            struct Custom: View {
                let hint: LocalizedStringKey
                init(_ text: LocalizedStringKey) { self.hint = text.isEmpty ? "Opens" : text }
                init(other: LocalizedStringKey) { self.hint = other }
                var body: some View { Text("x").accessibilityHint(hint) }
            }
            struct Uses: View {
                var body: some View { Custom("Opens the file") }
            }
            func unused(_ label: String) { view.accessibilityLabel = label }
            """#)
        #expect(found.count == 3, "\(found)")
        // `badge(title)`: the argument is a stored property set by `Row`'s makers, none here.
        #expect(reason(found[0]) == .storedProperty && found[0].argumentPosition.line == 7)
        // Two initialisers, and neither sets `hint` from a parameter as it is.
        #expect(reason(found[1]) == .storedProperty && found[1].argumentPosition.line == 14)
        #expect(reason(found[2]) == .parameter && found[2].argumentPosition.line == 19)
    }

    /// Phi Browser's `DownloadActionButton`: `var tooltip: String = ""`, which its own initialiser
    /// takes by name, is given by its makers, each branch of theirs a use; a view's default that is
    /// text is given by its makers too (see ``aViewsDefaultTextIsGivenByItsMakers()``).
    @Test func aPropertyWithAnEmptyDefaultIsGivenByItsMakers() throws {
        let found = try moduleUses([#"""
            struct ActionButton: View {
                let action: () -> Void
                var tooltip: String = ""
                init(action: @escaping () -> Void, tooltip: String) {
                    self.action = action
                    self.tooltip = tooltip
                }
                var body: some View { Button(action: action) { Image(systemName: "x") }.help(tooltip) }
            }
            struct TitledButton: View {
                var title: String = "Open"
                var body: some View { Button(title) { } }
            }
            """#, #"""
            struct Row: View {
                var body: some View {
                    ActionButton(action: {}, tooltip: paused ? NSLocalizedString("Resume", comment: "") : NSLocalizedString("Pause", comment: ""))
                    TitledButton(title: NSLocalizedString("Show", comment: ""))
                }
            }
            """#])
        #expect(found[1].compactMap(key) == ["Resume", "Pause", "Show"], "\(found)")
        #expect(found[0].isEmpty, "every maker passes both: \(found[0])")
    }

    /// Unwatched's `FaqInfo("likeViewCommentsFaqT", …)`, a struct of catalog texts with one
    /// initialiser, is followed to its makers; Yattee's SwiftData `Bookmark`, a model whose `String`
    /// title its one initialiser sets, is data (made from the network and from preview samples), not.
    @Test func theOneInitialiserOfAStructOfCatalogTextIsFollowedButNotOfAModelOfData() throws {
        let found = try moduleUses([#"""
            struct FaqInfo {
                var title: LocalizedStringKey
                init(_ title: LocalizedStringKey) { self.title = title }
            }
            final class Bookmark {
                var title: String = ""
                init(title: String) { self.title = title }
            }
            struct FaqView: View {
                let faq: FaqInfo
                var body: some View { Text("x").accessibilityLabel(faq.title) }
            }
            struct BookmarkRow: View {
                let bookmark: Bookmark
                var body: some View { Text("x").accessibilityLabel(bookmark.title) }
            }
            """#, #"""
            let faqs = [FaqInfo("likeViewCommentsFaqT")]
            extension Bookmark {
                static var preview: Bookmark { Bookmark(title: "Sample Video Title") }
            }
            """#])
        #expect(found[1].compactMap(key) == ["likeViewCommentsFaqT"], "\(found)")
        #expect(found[1].compactMap(text).isEmpty, "\(found)")
        #expect(found[0].filter { reason($0) == .storedProperty }.count == 1, "\(found[0])")
    }

    /// Device-Specs' accessibility list: `private let params: [AccessibilityParam] = [.init("VoiceOver",
    /// isEnabled: …), …]`. An implicit `.init(…)` in an array given to a declaration of `[T]`, or
    /// given to one of `T`, makes a `T`: its arguments are the makers' (the thirty-sixth study's
    /// judge found these rows unread). One in an array of another type, or in an untyped array, is not.
    @Test func anImplicitInitialiserInATypedPlaceIsAMaker() throws {
        let found = try moduleUses([#"""
            struct AccessibilityParam: Identifiable {
                let id = UUID()
                let name: LocalizedStringKey
                let isEnabled: Bool?
                init(_ name: LocalizedStringKey, isEnabled: Bool? = nil) {
                    self.name = name
                    self.isEnabled = isEnabled
                }
            }
            struct Other { init(_ name: LocalizedStringKey) {} }
            struct AccessibilityItem: View {
                let param: AccessibilityParam
                var body: some View { LabeledContent(param.name, value: "x") }
            }
            """#, #"""
            final class AccessibilityVM {
                private let params: [AccessibilityParam] = [
                    .init("VoiceOver", isEnabled: UIAccessibility.isVoiceOverRunning),
                    .init("Bold Text", isEnabled: f(g(1), [2])),
                ]
                let single: AccessibilityParam = .init("Mono Audio")
                let others: [Other] = [.init("Not a param")]
                let untyped = [Other.init("Nor this")]
            }
            """#])
        #expect(found[1].compactMap(key) == ["VoiceOver", "Bold Text", "Mono Audio"], "the makers give the row its label: \(found)")
        #expect(found[0].isEmpty, "every maker passes the name: \(found[0])")
    }

    /// ExcalidrawZ's math templates: `static let functionTemplates: [MathTemplate] = [.init(title:
    /// "Sine Function", …)]` read through a `ForEach` as `Text(template.title)`. The `.init` makes a
    /// `MathTemplate`, whose `var title: String` makes the literal a String (hard-coded, not a key),
    /// and a value written in another file is reported at the use, with where it came from, never
    /// at the other file's line and column in the use's file.
    @Test func anImplicitInitialisersLiteralHasThePropertysTypeAndItsOwnFile() throws {
        let types = #"""
            struct MathTemplate: Identifiable {
                let id = UUID()
                var title: String
                var category: LocalizedStringKey
            }
            extension MathTemplate {
                static let functionTemplates: [MathTemplate] = [
                    .init(title: "Sine Function", category: "Trigonometry"),
                ]
            }
            """#
        let found = try moduleUses([#"""
            struct Sheet: View {
                var body: some View {
                    ForEach(MathTemplate.functionTemplates) { template in
                        Button { } label: { Text(template.title) }
                        Button { } label: { Text(template.category) }
                    }
                }
            }
            """#, types])
        #expect(found[0].compactMap(text) == ["Sine Function"], "\(found[0].map(\.argument))")
        #expect(found[0].compactMap(key) == ["Trigonometry"], "\(found[0].map(\.argument))")
        let keyed = try #require(found[0].first { key($0) == "Trigonometry" })
        #expect(keyed.origin != nil && keyed.argumentPosition.line == 5, "\(String(describing: keyed.origin)) \(keyed.argumentPosition)")
    }

    /// flaccy's settings header: `statusControl.configure(symbolName:title:subtitle:interactive:)`, a
    /// method of the app's own control called on a property, beside `configure(caption:)` of
    /// another view. A method no other function declares with its name and labels is called on
    /// any value with those labels; two of one signature, or an override, leave the calls unread.
    @Test func aMethodOfItsOwnLabelsIsFollowedToCallsOnOtherValues() throws {
        let found = try moduleUses([#"""
            private final class StatusControl: UIControl {
                func configure(symbolName: String, title: String, subtitle: String?, interactive: Bool) {
                    let spokenSubtitle = subtitle.map { ", \($0)" } ?? ""
                    accessibilityLabel = title + spokenSubtitle
                }
            }
            final class StatColumn: UIView {
                func configure(caption: String) { accessibilityHint = caption }
            }
            final class Twin: UIView {
                func show(name: String) { accessibilityValue = name }
            }
            final class OtherTwin: UIView {
                func show(name: String) { accessibilityValue = name }
            }
            final class Toast: UIView {
                func present(_ text: String) { accessibilityLabel = text }
                func present(_ text: String, animated: Bool = true) { accessibilityHint = text }
            }
            final class Header: UIView {
                private let statusControl = StatusControl()
                private let column = StatColumn()
                func update(twin: Twin) {
                    statusControl.configure(
                        symbolName: "crown.fill",
                        title: String(localized: "Lifetime member"),
                        subtitle: nil,
                        interactive: false
                    )
                    column.configure(caption: String(localized: "Albums"))
                    twin.show(name: String(localized: "Twin"))
                    Toast().present(String(localized: "Saved"))
                }
            }
            """#])
        let words = found[0].map(\.argumentInWords)
        #expect(words.contains("key Lifetime member") && words.contains("key Albums"), "\(words)")
        #expect(!words.contains("key Twin"), "two methods of one signature: \(words)")
        #expect(!words.contains("key Saved"), "a call both could take: \(words)")
    }

    /// TranscriptionStudio's `PrimaryButton(transcribesLocally ? "Transcribe Link" : "Send to Your
    /// Mac", …)`: the view's one initialiser takes the title without a label and stores it as is
    /// (`self.title = title`); its makers' arguments are the title, each branch a key. A class's one
    /// initialiser is read the same way.
    @Test func theOneInitialiserStoringAParameterAsIsGivesThePropertyFromItsMakers() throws {
        let found = try moduleUses([#"""
            public struct PrimaryButton: View {
                let title: LocalizedStringKey
                let action: () -> Void
                public init(_ title: LocalizedStringKey, systemImage: String? = nil, action: @escaping () -> Void) {
                    self.title = title
                    self.action = action
                }
                public var body: some View {
                    Button(action: action) { Text("x") }.accessibilityLabel(title)
                }
            }
            final class BadgeView: UIView {
                private let caption: String
                init(frame: CGRect, caption: String) {
                    self.caption = caption
                    super.init(frame: frame)
                    accessibilityLabel = caption
                }
                func refresh() { accessibilityValue = caption }
            }
            """#, #"""
            struct InsertLinkSheet: View {
                var body: some View {
                    PrimaryButton(local ? "Transcribe Link" : "Send to Your Mac", systemImage: "link") { send() }
                    let badge = BadgeView(frame: .zero, caption: String(localized: "New items"))
                }
            }
            """#])
        let keys = found.flatMap { $0.compactMap(key) }
        #expect(keys.filter { $0 != "New items" } == ["Transcribe Link", "Send to Your Mac"], "\(found)")
        // The class's value read outside the initialiser is given by its maker too.
        #expect(found[1].filter { key($0) == "New items" }.count == 2, "\(found)")
        #expect(found[0].allSatisfy { key($0) == nil })
    }

    /// walnut's `GlassActionButton`: one initialiser takes the title as a `LocalizedStringKey`, the
    /// other as a `String` it stores as `LocalizedStringKey(stringLiteral: title)`; both set it from
    /// the first, unlabelled parameter, so a maker's argument there is the title either way (the
    /// 41st study found four such buttons missed). Initialisers that set it from different
    /// parameters leave it unknown.
    @Test func initialisersThatAgreeOnTheParameterGiveThePropertyFromTheirMakers() throws {
        let found = try uses(#"""
            struct GlassActionButton: View {
                let title: LocalizedStringKey
                let action: () -> Void
                init(_ title: LocalizedStringKey, icon: String? = nil, action: @escaping () -> Void) {
                    self.title = title
                    self.action = action
                }
                init(_ title: String, icon: String? = nil, action: @escaping () -> Void) {
                    self.title = LocalizedStringKey(stringLiteral: title)
                    self.action = action
                }
                var body: some View { Button(action: action) { Text("x") }.accessibilityLabel(title) }
            }
            struct ChipButton: View {
                let name: LocalizedStringKey
                init(name: LocalizedStringKey) { self.name = name }
                init(short: LocalizedStringKey) { self.name = short }
                var body: some View { Image(systemName: "x").accessibilityLabel(name) }
            }
            struct StorageSheet: View {
                var body: some View {
                    GlassActionButton("Delete", icon: "trash") {}
                    ChipButton(name: "Insert")
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Delete"], "\(found.map(\.argument))")
    }

    /// neon-compass's `FilterChip`: `let accessibilityLabel: Text`, given to `.accessibilityLabel(_:)`,
    /// is made by its makers as `Text("cheats.filter.category.all.a11y")`: that key (the 43rd study
    /// found such chips missed).
    @Test func aTextPropertyOfAViewIsGivenByItsMakers() throws {
        let found = try uses(#"""
            struct FilterChip: View {
                let title: Text
                let accessibilityLabel: Text
                let action: () -> Void
                var body: some View { Button(action: action) { title }.accessibilityLabel(accessibilityLabel) }
            }
            struct CheatsFilterBar: View {
                var body: some View {
                    FilterChip(title: Text("cheats.filter.all"), accessibilityLabel: Text("cheats.filter.all.a11y")) { }
                }
            }
            """#)
        #expect(found.compactMap(key) == ["cheats.filter.all.a11y"], "\(found.map(\.argument))")
    }

    /// SubTrack's `StringListEditor` builds `CodeRow(warningHelp: warningHelp)` from a property its
    /// own initialiser sets; its makers write the text: followed out through both views, to each maker.
    @Test func aTextPassedOnThroughTwoViewsIsGivenByTheOuterMakers() throws {
        let found = try uses(#"""
            struct CodeRow: View {
                let warningHelp: LocalizedStringKey
                var body: some View { Image(systemName: "exclamationmark.triangle").help(warningHelp) }
            }
            struct StringListEditor: View {
                let warningHelp: LocalizedStringKey
                init(warningHelp: LocalizedStringKey) { self.warningHelp = warningHelp }
                var body: some View { CodeRow(warningHelp: warningHelp) }
            }
            struct CodecEditor: View {
                var body: some View {
                    StringListEditor(warningHelp: "This codec isn’t in the current FFmpeg build.")
                    StringListEditor(warningHelp: "Not a recognized language code.")
                }
            }
            """#)
        #expect(found.map { key($0) } == ["This codec isn’t in the current FFmpeg build.", "Not a recognized language code."], "\(found)")
        #expect(found.map(\.form) == [".help(_:)", ".help(_:)"] && found.map(\.argumentPosition.line) == [12, 13])
    }

    /// Capso's `shortcutRow(_:help:)`: an optional key parameter unwrapped by `if let help {` and
    /// given to `.help`: the binding is the parameter, given by the callers that pass one.
    @Test func anOptionalParameterUnwrappedByAShorthandBindingIsGivenByItsCallers() throws {
        let found = try uses(#"""
            struct ShortcutSettings: View {
                var body: some View {
                    shortcutRow("Paste", help: "Float copied images above other windows")
                    shortcutRow("Copy")
                }
                @ViewBuilder
                private func shortcutRow(_ label: LocalizedStringKey, help: LocalizedStringKey? = nil) -> some View {
                    let row = Text(label)
                    if let help {
                        row.help(help)
                    } else {
                        row
                    }
                }
            }
            """#)
        #expect(found.map { key($0) } == ["Float copied images above other windows"], "\(found)")
        #expect(found.first?.form == ".help(_:)" && found.first?.argumentPosition.line == 3)
    }

    /// AppPorts' `HeaderView`: an optional stored property unwrapped into a local of another name
    /// (`if let btnText = actionButtonText { Button(btnText) … }`) is that property, given by the
    /// view's makers as the shorthand `if let actionButtonText` would be; a local that holds a
    /// closure's parameter of that name is not.
    @Test func anOptionalViewPropertyUnwrappedIntoALocalIsGivenByItsMakers() throws {
        let found = try uses(#"""
            struct HeaderView: View {
                var actionButtonText: String? = nil
                var detail: String?
                var body: some View {
                    if let btnText = actionButtonText { Button(btnText) { } }
                    if let note = detail, !note.isEmpty { Image("i").accessibilityLabel(note) }
                    ForEach(rows) { detail in
                        let spoken = detail
                        Text("r").accessibilityLabel(spoken)
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    HeaderView(actionButtonText: String(localized: "Choose Folder"), detail: String(localized: "More"))
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Choose Folder", "More"], "\(found.map(\.argument))")
        #expect(found.filter { key($0) != nil }.allSatisfy { $0.argumentPosition.line == 15 })
        #expect(found.contains { reason($0) != nil && $0.argumentPosition.line == 9 }, "the closure's own `detail` is not the property")
    }

    /// A review's case: a model made in the view's own file from the view's property
    /// (`RowModel(label: self.title)`) and read back (`model.label`) is the property, given by
    /// the view's makers.
    @Test func aModelMadeFromTheViewsPropertyIsGivenByTheViewsMakers() throws {
        let found = try uses(#"""
            struct RowModel { let label: String }
            struct Row: View {
                let title: String
                var body: some View {
                    let model = RowModel(label: self.title)
                    Image(systemName: "star").accessibilityLabel(model.label)
                }
            }
            struct Screen: View { var body: some View { Row(title: String(localized: "Favourites")) } }
            """#)
        #expect(found.compactMap(key) == ["Favourites"], "\(found.map(\.argument))")
    }

    /// nos' `NosFormField`: a view with initialisers of its own that each take the property by its
    /// name (`init(label: LocalizedStringKey, …) { self.label = label }`) is made as the memberwise
    /// one would be: the key is given where it is made.
    @Test func aViewsOwnInitialiserTakingThePropertyByNameIsFollowed() throws {
        let found = try uses(#"""
            struct FormField: View {
                let label: LocalizedStringKey
                let value: String
                init(label: LocalizedStringKey, value: String) {
                    self.label = label
                    self.value = value
                }
                init(label: LocalizedStringKey) {
                    self.init(label: label, value: "")
                }
                var body: some View { TextField("", text: .constant(value)).accessibilityLabel(label) }
            }
            struct Profile: View {
                var body: some View {
                    FormField(label: "Display name", value: name)
                    FormField(label: "About")
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Display name", "About"], "\(found)")
        #expect(found.filter { key($0) != nil }.allSatisfy { $0.argumentPosition.line >= 15 })
    }

    /// SaneSales' `SaneSparkleRow.Labels`: a struct of texts, made in another file with
    /// `String(localized:)` values and read as `labels.automaticCheckHelp` by the view. Each maker's
    /// argument is the use, a key or text as the property's type says.
    /// RussReader's suggested feeds: `SuggestedFeed(title: "The Hacker News", url: "https://…")` names
    /// the site at the address made beside it, the same in every language; a pack's description,
    /// made with no address, is text to translate.
    @Test func aTitleMadeBesideAnAddressNamesTheSite() throws {
        let found = try moduleUses([#"""
            struct SuggestedFeed { let title: String; let url: String }
            struct FeedPack { let title: String; let blurb: String }
            struct FeedRow: View {
                let feed: SuggestedFeed
                let pack: FeedPack
                var body: some View {
                    Button("Add") { }.accessibilityLabel(feed.title)
                    Text("x").accessibilityHint(pack.blurb)
                }
            }
            """#, #"""
            enum Suggestions {
                static let feeds = [
                    SuggestedFeed(title: "The Hacker News", url: "https://feeds.feedburner.com/TheHack"),
                    SuggestedFeed(title: "Krebs on Security", url: "https://krebsonsecurity.com/feed/"),
                ]
                static let pack = FeedPack(title: "Cybersecurity", blurb: "Threat intel and security news.")
                // AppPorts' `LinkButton(title: "官方网站".localized, …, url:)`: a looked-up title is read.
                static let site = SuggestedFeed(title: String(localized: "Official website"), url: "https://appports.shimoko.com/")
            }
            """#])
        let all = found[0] + found[1]
        #expect(all.compactMap(text) == ["Threat intel and security news."], "\(all.map(\.argument))")
        #expect(all.compactMap(key) == ["Official website"], "\(all.map(\.argument))")
    }

    /// Unwatched's starter channels, `YoutubeChannelSearchResult(…, title: title, thumbnailUrl:
    /// URL(string: "https://yt3.googleusercontent.com/\(imagePath)=s176"))`: an address built from
    /// parts is an address. Yattee's `dependencyLink("Nuke", url: "https://github.com/kean/Nuke")`:
    /// one word that is part of the address beside it is the name of what it points to, the same in
    /// every language; "Privacy Policy" beside its page's address is words to translate.
    @Test func aNameBesideTheAddressItPointsToIsTheSameInEveryLanguage() throws {
        let found = try moduleUses([#"""
            struct ChannelResult { let channelId: String; let title: String; let thumbnailUrl: URL? }
            struct ChannelRow: View {
                let channel: ChannelResult
                var body: some View { Button(action: {}) { Text("x") }.accessibilityLabel(channel.title) }
            }
            enum Starters {
                static let all = [channel("UCBJycsmduvYEL83R_U4JriQ", "Marques Brownlee", "mkbhd")]
                private static func channel(_ id: String, _ title: String, _ image: String) -> ChannelResult {
                    ChannelResult(channelId: id, title: title, thumbnailUrl: URL(string: "https://yt3.example.com/\(image)=s176"))
                }
            }
            """#, #"""
            struct Acknowledgements: View {
                var body: some View {
                    link("Nuke", url: "https://github.com/kean/Nuke")
                    link("Discord", url: "https://yattee.stream/discord")
                    link("Privacy Policy", url: "https://example.com/privacy-policy")
                    link("Support", url: "https://example.com/help")
                }
                private func link(_ name: String, url: String) -> some View {
                    Link(destination: URL(string: url)!) { Text("x") }.accessibilityLabel(name)
                }
            }
            """#])
        let all = found[0] + found[1]
        #expect(all.compactMap(text) == ["Privacy Policy", "Support"], "\(all.map(\.argument))")
        let names = found[1].compactMap { use -> String? in if case .untranslatable(let literal) = use.argument { literal.plainText } else { nil } }
        #expect(names == ["Nuke", "Discord"], "\(found[1].map(\.argument))")
    }

    @Test func aStructsPropertyIsGivenWhereTheStructIsMade() throws {
        let found = try moduleUses([#"""
            struct SparkleRow: View {
                struct Labels {
                    let automaticCheckHelp: String
                    let title: String
                }
                let labels: Labels
                var body: some View {
                    Toggle("Check", isOn: .constant(true)).help(labels.automaticCheckHelp)
                }
            }
            """#, #"""
            enum SettingsCopy {
                static let sparkleLabels = SparkleRow.Labels(
                    automaticCheckHelp: String(localized: "updates.automatic_check_help"),
                    title: String(localized: "updates.title")
                )
                static let otherLabels = SparkleRow.Labels(automaticCheckHelp: "Checks daily", title: "")
            }
            """#])
        let help = found[0].filter { $0.form == ".help(_:)" } + found[1].filter { $0.form == ".help(_:)" }
        #expect(help.compactMap(key) == ["updates.automatic_check_help"], "\(help)")
        #expect(help.compactMap(text) == ["Checks daily"], "\(help)")
        #expect(help.allSatisfy { $0.role == .hint })
    }

    /// wurstfinger's key model: a struct of texts made with `String(localized:)`, read back through a
    /// dictionary (`key.bindings[.tap]?.accessibilityLabel`) or an optional (`key.first?.…`) whose
    /// type the reader cannot tell. The module declares one member of that name, so its makers give
    /// the value; a name several types declare (`title`) stays dynamic.
    @Test func anUnambiguousPropertyReadThroughAnUntypedValueIsGivenWhereItsStructIsMade() throws {
        let found = try moduleUses([#"""
            struct KeyBinding {
                let output: String
                let accessibilityLabel: String
                let title: String
            }
            struct Other { let title: String }
            struct KeyView: View {
                let key: KeyModel
                var body: some View {
                    Text("x").accessibilityLabel(key.bindings[.tap]?.accessibilityLabel ?? "")
                    Text("y").accessibilityHint(key.bindings.values.first!.accessibilityLabel)
                    Text("z").accessibilityValue(key.bindings[.tap]?.title ?? "")
                }
            }
            """#, #"""
            enum Keys {
                static let a = KeyBinding(output: "a", accessibilityLabel: String(localized: "Letter A"), title: String(localized: "A"))
            }
            """#])
        let uses = found[0] + found[1]
        #expect(uses.filter { $0.role == .label }.compactMap(key) == ["Letter A"], "\(uses)")
        #expect(uses.filter { $0.role == .hint }.compactMap(key) == ["Letter A"], "\(uses)")
        #expect(uses.filter { $0.role == .value }.compactMap(key).isEmpty, "a name two types declare stays dynamic: \(uses)")
    }

    /// Tailscode's onboarding card, a UIKit view whose initialiser takes its texts and speaks them
    /// joined (`accessibilityLabel = "\(title). \(detail)"`), made by its callers with
    /// `String(localized:)`: each part is a label key at the call site. An `Int` interpolated beside
    /// them is a value, not text. A convenience initialiser whose labels do not fit the designated
    /// one's hands its own parameter on through `self.init(…)` (60th study: SubZen's `NewSubButton`):
    /// its makers' text (`AgentChoiceCard(other: "Other provider")`) is given there, and the empty detail it
    /// passes itself is untranslatable, no words.
    @Test func aUIKitInitialisersTextParametersAreGivenByItsCallers() throws {
        let files = try moduleUses([
            #"""
            final class AgentChoiceCard: UIControl {
                init(backend: AgentType, title: String, detail: String, count: Int = 0) {
                    super.init(frame: .zero)
                    accessibilityLabel = "\(title). \(detail), \(count)"
                }
                convenience init(other: String) { self.init(backend: .none, title: other, detail: "") }
            }
            """#,
            #"""
            final class ServerSetupViewController: UIViewController {
                func build() {
                    let card = AgentChoiceCard(
                        backend: .openCode, title: String(localized: "opencode"),
                        detail: String(localized: "Any provider you have configured."))
                    let plain = AgentChoiceCard(other: "Other provider")
                }
            }
            """#,
        ])
        #expect(files[0].count == 2, "the joined literal stays, its parts are given by the callers: \(files[0].map(\.argument))")
        #expect(files[0].allSatisfy { if case .untranslatable = $0.argument { true } else { false } })
        #expect(files[0].map(\.argumentPosition.line) == [4, 6], "the joined literal, and the delegating call's empty detail")
        let found = files[1]
        #expect(found.map(key) == ["opencode", "Any provider you have configured.", nil])
        #expect(found.map(text) == [nil, nil, "Other provider"], "the convenience maker’s text, handed on by its self.init")
        #expect(found.map(\.role) == [.label, .label, .label])
        #expect(found.map(\.argumentPosition.line) == [4, 5, 6])
        #expect(found.count == 3 && found[0].element == found[1].element && found[1].element != found[2].element, "one card, one element")
    }

    /// A SwiftUI view's `String` property interpolated into its label is given by its makers too; a
    /// maker's hard-coded English is text, found at the maker.
    @Test func aViewsTextPropertyInsideAnInterpolationIsGivenByItsMakers() throws {
        let files = try moduleUses([
            #"""
            struct StatRow: View {
                let title: String
                let value: Int
                var body: some View {
                    HStack { Text(title); Text("\(value)") }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("\(title): \(value)")
                }
            }
            """#,
            #"""
            struct StatsView: View {
                var body: some View {
                    StatRow(title: String(localized: "Steps"), value: 3)
                    StatRow(title: "Distance", value: 4)
                }
            }
            """#,
        ])
        let made = files[1].filter { $0.role == .label && !$0.isImplicit }
        #expect(made.map(key) == ["Steps", nil])
        #expect(made.map(text) == [nil, "Distance"])
    }

    /// Wizard Block of Truth's scoreboard chips take their keys as `String` and make them keys where
    /// VoiceOver reads them (`.accessibilityHint(LocalizedStringKey(accessibilityHintKey))`): a
    /// literal the callers pass is a key, not hard-coded text, also when the key is passed on from a
    /// caller's own parameter (`chrome(titleKey: titleKey)`); a `String` passed as is stays text.
    @Test func aStringParameterMadeAKeyWhereItIsUsedGivesKeysAtTheCalls() throws {
        let found = try uses(#"""
            struct Scoreboard: View {
                var body: some View {
                    chip(titleKey: "UI.Entry.Bet", hintKey: "UI.Chip.EditBets.Hint")
                    chip(titleKey: "UI.Entry.Won", hintKey: "UI.Chip.EditWon.Hint")
                    plain(hint: "Plain text")
                }
                private func chip(titleKey: String, hintKey: String) -> some View {
                    Button(action: {}) { chrome(titleKey: titleKey) }
                        .accessibilityHint(LocalizedStringKey(hintKey))
                }
                private func chrome(titleKey: String) -> some View {
                    Text(LocalizedStringKey(titleKey)).font(.caption)
                }
                private func plain(hint: String) -> some View {
                    Image(systemName: "x").accessibilityHint(hint)
                }
            }
            """#)
        #expect(found.map { key($0) ?? text($0).map { "text " + $0 } ?? "other" } == [
            "UI.Entry.Bet", "UI.Chip.EditBets.Hint", "UI.Entry.Won", "UI.Chip.EditWon.Hint", "text Plain text",
        ])
        #expect(found.map(\.role) == [.label, .hint, .label, .hint, .hint])
    }

    /// Flapse's `CameraControlButton` has `var label: LocalizedStringKey = "Düğme"`, a default its
    /// makers replace by name (`CameraControlButton(icon: "xmark", label: "Kapat")`): the makers'
    /// keys are the labels (the thirty-third study's judge found them dynamic).
    @Test func aViewsDefaultTextIsGivenByItsMakers() throws {
        let found = try uses(#"""
            struct CameraControlButton: View {
                let icon: String
                var size: CGFloat = 42
                var label: LocalizedStringKey = "Button"
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: icon) }
                        .accessibilityLabel(Text(label))
                }
            }
            struct Capture: View {
                var body: some View {
                    CameraControlButton(icon: "xmark", label: "Close") { }
                    CameraControlButton(icon: "flip", size: 48, label: "Flip camera") { }
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Close", "Flip camera"])
        #expect(found.allSatisfy { $0.role == .label })
        // A maker that leaves the label out shows the default: that use stays, with its key.
        let withDefault = try uses(#"""
            struct IconButton: View {
                let icon: String
                var label: LocalizedStringKey = "Button"
                var body: some View { Image(systemName: icon).accessibilityLabel(label) }
            }
            struct Toolbar: View {
                var body: some View {
                    IconButton(icon: "xmark", label: "Close")
                    IconButton(icon: "gear")
                }
            }
            """#)
        #expect(withDefault.map { "\($0.argumentPosition.line) \(key($0) ?? "other")" } == ["4 Button", "8 Close"], "the default is read at the modifier")
    }
}
