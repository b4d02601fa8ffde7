import Testing
@testable import CatalogKitLite

/// Each recognised form: its role, whether it is implicit, how its argument is judged (table,
/// bundle, kind), which uses share an element, and what only looks like a call.
struct AccessibilityCallRecognizerTests {
    func scan(_ source: String, routines: [String] = []) throws -> SourceScan {
        try AccessibilityCallRecognizer(localizationRoutines: routines).scan(Array(source.utf8))
    }

    func uses(_ source: String, routines: [String] = []) throws -> [AccessibilityUse] {
        try scan(source, routines: routines).uses
    }

    /// The lookup of a localized argument.
    func lookup(_ use: AccessibilityUse?) throws -> LocalizedLookup {
        guard case .localized(let lookup) = try #require(use).argument else {
            Issue.record("not localized: \(String(describing: use?.argument))")
            throw LookupMissing()
        }
        return lookup
    }

    struct LookupMissing: Error {}

    func hardCodedText(_ use: AccessibilityUse?) -> String? {
        if case .hardCoded(let literal) = use?.argument { literal.plainText } else { nil }
    }

    // MARK: SwiftUI modifiers

    @Test func swiftUILiteralsAreKeys() throws {
        let found = try uses("""
            Image(systemName: "play")
                .accessibilityLabel("Play")
                .accessibilityHint("Plays the trailer.")
                .accessibilityValue(Text("3 of 5", tableName: "Ratings", bundle: .module, comment: "stars"))
            """)
        #expect(found.map(\.role) == [.label, .hint, .value])
        #expect(found.map(\.form) == [".accessibilityLabel(_:)", ".accessibilityHint(_:)", ".accessibilityValue(_:)"])
        #expect(found.allSatisfy { !$0.isImplicit })
        let label = try lookup(found[0])
        #expect(label.key.plainText == "Play" && label.table == nil && label.bundle == .main && label.kind == .localizedStringKey)
        #expect(found[0].callPosition == SourcePosition(line: 2, column: 6, offset: 31))
        #expect(found[0].argumentPosition.column == 25)
        let value = try lookup(found[2])
        #expect(value.key.plainText == "3 of 5" && value.table == "Ratings" && value.bundle == .module && value.comment == "stars")
        // One modifier chain, one element.
        #expect(Set(found.map(\.element)).count == 1)
    }

    /// noop's button with `.accessibilityHidden(true)`: VoiceOver skips the element, so its title and
    /// label are no uses (its keys stay looked up: in use, heard nowhere); `false` or a value hides
    /// nothing certain.
    @Test func anElementHiddenFromVoiceOverGivesNoUse() throws {
        let scan = try scan("""
            Button("Close") { }.accessibilityHidden(true)
            Image("x").accessibilityLabel("Logo").accessibilityHidden(true)
            Image("y").accessibilityLabel("Shown").accessibilityHidden(false)
            Text("z").accessibilityHidden(isHidden).accessibilityLabel("Maybe")
            """)
        #expect(try scan.uses.map { try lookup($0).key.plainText } == ["Shown", "Maybe"])
        #expect(scan.otherLookups.map(\.lookup.key.plainText) == ["Close", "Logo", "z"])
    }

    /// A view hidden with everything in it: a stack's controls and an overlay written before the
    /// modifier are never reached; an overlay added after it, and the next view, are.
    @Test func everythingInsideAHiddenViewGivesNoUse() throws {
        let scan = try scan("""
            HStack {
                Button("Rate") { }.accessibilityHint("Rates the song")
                Image("star").accessibilityLabel("Star")
            }
            .overlay { Text("Badge").accessibilityLabel("New") }
            .accessibilityHidden(true)
            .overlay { Image("dot").accessibilityLabel("Unread") }
            Image("heart").accessibilityLabel("Favourite")
            """)
        #expect(try scan.uses.map { try lookup($0).key.plainText } == ["Unread", "Favourite"])
        #expect(Set(scan.otherLookups.map(\.lookup.key.plainText)).isSuperset(of: ["Rate", "Rates the song", "Star", "New"]))
    }

    /// A card made one element whose children VoiceOver ignores (Joule's "•" captions): what is written
    /// inside is never heard, while the card's own label and hint are, written before or after the
    /// modifier; `.combine` and `.contain` keep the children heard.
    @Test func theChildrenOfAnElementThatIgnoresThemGiveNoUse() throws {
        let scan = try scan("""
            VStack {
                Text("Battery").accessibilityLabel("Battery •")
                Image("bolt").accessibilityLabel("Charging")
            }
            .accessibilityLabel("Battery, charging")
            .accessibilityElement(children: .ignore)
            .accessibilityHint("Shows details")
            HStack { Image("a").accessibilityLabel("Combined child") }.accessibilityElement(children: .combine)
            HStack { Image("b").accessibilityLabel("Default child") }.accessibilityElement()
            """)
        #expect(try scan.uses.map { try lookup($0).key.plainText } == ["Battery, charging", "Shows details", "Combined child"])
        #expect(Set(scan.otherLookups.map(\.lookup.key.plainText)).isSuperset(of: ["Battery •", "Charging", "Default child"]))
    }

    /// A stack that sets its own label, its children combined (FineTune's row of a caption and a
    /// toggle whose title `.labelsHidden()` hides) or only texts (Maxx's status pill): the label
    /// replaces what the texts inside would say, so their keys are looked up but heard nowhere (48th
    /// study); `children: .contain` keeps them elements of their own, a panel of controls keeps its
    /// controls' names (CotEditor's find results), and an overlay after the stack is not its content.
    @Test func theTextsInsideAStackThatSetsItsOwnLabelAreHeardNowhere() throws {
        let scan = try scan("""
            HStack(spacing: 4) {
                Text("Correction")
                Toggle("Preamp", isOn: $on).labelsHidden()
                Image("x").accessibilityLabel("Inner")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Correction toggle")
            .overlay { Text("Badge") }
            VStack { Text("Face Detected • Align Grid") }.accessibilityLabel("Face detected")
            VStack { Text("Kept") }.accessibilityElement(children: .contain).accessibilityLabel("Group")
            VStack { Button("Close") {}; Text("Found") }.accessibilityLabel("Find Result")
            """)
        #expect(try scan.uses.map { try lookup($0).key.plainText } == ["Correction toggle", "Face detected", "Group", "Close", "Find Result"])
        let hidden = Set(scan.otherLookups.filter(\.isHidden).compactMap(\.lookup.key.plainText))
        #expect(hidden == ["Correction", "Preamp", "Inner", "Face Detected • Align Grid"], "\(hidden)")
        #expect(scan.otherLookups.contains { $0.lookup.key.plainText == "Badge" && !$0.isHidden })
        #expect(scan.otherLookups.contains { $0.lookup.key.plainText == "Kept" && !$0.isHidden })
        #expect(scan.otherLookups.contains { $0.lookup.key.plainText == "Found" && !$0.isHidden })
    }

    @Test func expressionsAreDynamicAndBranchesAreJudgedEach() throws {
        let found = try uses("""
            x.accessibilityLabel(title).accessibilityValue(status.content.asRawText ?? "")
             .accessibilityHint(isOn ? Text("on") : Text("off"))
            """)
        #expect(found.count == 5)
        #expect(found[0].argument == .dynamic(expression: "title", reason: .variableNotResolved))
        #expect(found[1].argument == .dynamic(expression: "status.content.asRawText", reason: .propertyOfValue))
        if case .untranslatable = found[2].argument {} else { Issue.record("\(found[2].argument)") }
        #expect(try lookup(found[3]).key.plainText == "on" && lookup(found[4]).key.plainText == "off")
        #expect(found[4].argumentPosition.column > found[3].argumentPosition.column, "each branch where it is written")
    }

    @Test func deprecatedAccessibilityModifierTakesEachLabel() throws {
        let found = try uses(#"v.accessibility(label: Text("status.show-full-post"), hint: Text(verbatim: "Opens"), hidden: true)"#)
        #expect(found.map(\.form) == [".accessibility(label:)", ".accessibility(hint:)"])
        #expect(try lookup(found[0]).key.plainText == "status.show-full-post")
        #expect(hardCodedText(found[1]) == "Opens")
    }

    @Test func inputLabelsActionsCustomContentRotorsAndHelp() throws {
        let found = try uses("""
            v.accessibilityInputLabels(["Compose", Text("Write"), name])
             .accessibilityAction(named: "Delete") { delete() }
             .accessibilityAction(.magicTap) { play() }
             .accessibilityCustomContent("Rating", "5 stars")
             .accessibilityRotor("Headings", entries: entries)
             .accessibilityRotor(.headings) { }
             .accessibilityRotor(.init("Customized Syntaxes", table: "FormatSettings"), entries: e)
             .help("Opens the file")
            """)
        #expect(found.map(\.form) == [
            ".accessibilityInputLabels(_:)", ".accessibilityInputLabels(_:)", ".accessibilityInputLabels(_:)", ".accessibilityAction(named:_:)",
            ".accessibilityCustomContent(_:_:)", ".accessibilityCustomContent(_:_:)", ".accessibilityRotor(_:entries:)",
            ".accessibilityRotor(_:entries:)", ".help(_:)",
        ])
        #expect(found.map(\.role) == [.label, .label, .label, .label, .label, .value, .label, .label, .hint])
        #expect(found[2].argument == .dynamic(expression: "name", reason: .variableNotResolved))
        #expect(try lookup(found[5]).key.plainText == "5 stars")
        let rotor = try lookup(found[7])
        #expect(rotor.key.plainText == "Customized Syntaxes" && rotor.table == "FormatSettings" && rotor.kind == .localizedStringResource)
    }

    // MARK: Lookups

    @Test func lookupFunctionsGiveTableBundleAndKind() throws {
        let found = try uses("""
            a.accessibilityLabel(String(localized: "Files", table: "Document", comment: "accessibility label"))
            b.accessibilityLabel(String(localized: "Action.add.label", defaultValue: "Add", bundle: .module))
            c.accessibilityLabel(NSLocalizedString("Scanning", tableName: "Mac", bundle: Bundle.main, value: "Scan", comment: "spinner"))
            d.accessibilityLabel(LocalizedStringResource("Close", table: "T", bundle: myBundle))
            e.accessibilityLabel(String(localized: key))
            f.accessibilityLabel(String(localized: "x", table: tableName))
            """)
        let files = try lookup(found[0])
        #expect(files.key.plainText == "Files" && files.table == "Document" && files.kind == .stringLocalized && files.comment == "accessibility label")
        let add = try lookup(found[1])
        #expect(add.table == nil && add.defaultValue?.plainText == "Add" && add.bundle == .module)
        let scanning = try lookup(found[2])
        #expect(scanning.kind == .nsLocalizedString && scanning.table == "Mac" && scanning.bundle == .main && scanning.defaultValue?.plainText == "Scan")
        let close = try lookup(found[3])
        #expect(close.kind == .localizedStringResource && close.table == "T" && close.bundle == .other("myBundle"))
        // A key or table that is not a literal cannot be looked up: dynamic.
        #expect(found[4].argument == .dynamic(expression: "String(localized: key)", reason: .keyNotLiteral))
        #expect(found[5].argument == .dynamic(expression: #"String(localized: "x", table: tableName)"#, reason: .tableNotLiteral))
    }

    /// SubTrack's command-line `enum ParseResult { case help(String) }`: `return .help(usageText)` makes
    /// an enum case, as `case .help(let text)`, `= .help(…)` and `f(.help(…))` do; a modifier follows a view.
    @Test func anEnumCaseNamedLikeAModifierIsNoUse() throws {
        let found = try uses(#"""
            func parse() -> ParseResult {
                if wantsHelp { return .help(usageText) }
                let result: ParseResult = .help("Usage: subtrack FILE")
                report(.help("Usage"), [.help("More")])
                switch result { case .help(let text): print(text) }
                return Text("x")
                    .help("Shows the usage")
            }
            """#)
        #expect(found.map(\.form) == [".help(_:)"] && found.first.map { try? lookup($0).key.plainText } == "Shows the usage")
    }

    @Test func initWithResourceLabelsIsALocalizedStringResource() throws {
        let found = try uses(#"Label(.init("Action.add.label", defaultValue: "Add"), systemImage: "plus").help(.init("Opens", tableName: "T"))"#)
        let label = try lookup(found[0])
        #expect(label.kind == .localizedStringResource && label.key.plainText == "Action.add.label" && label.defaultValue?.plainText == "Add")
        let hint = try lookup(found[1])
        #expect(hint.kind == .localizedStringKey && hint.table == "T")
    }

    /// KozBon's `Strings`: `static var x: LocalizedStringResource { .init("key", bundle:
    /// .atURL(Bundle.module.bundleURL)) }`, given to a button: the key in the module's bundle, never
    /// the symbol `init` (the 48th study's judge found 15 of 20 sites read so).
    @Test func aResourceMadeWithABundleIsItsKeyInThatBundle() throws {
        let found = try uses(#"""
            enum Strings {
                static var broadcast: LocalizedStringResource { .init("button_broadcast", bundle: .atURL(Bundle.module.bundleURL)) }
            }
            struct Commands: View { var body: some View { Button(Strings.broadcast) {} } }
            """#)
        let label = try lookup(try #require(found.first))
        #expect(label.key.plainText == "button_broadcast" && label.kind == .localizedStringResource && label.bundle == .module)
    }

    /// KozBon's detail rows: "Long press to copy" on a row whose chain offers Copy in a context menu
    /// and as an accessibility action; a row without either offers nothing (48th study).
    @Test func anElementWhoseChainOffersActionsIsKnown() throws {
        let scan = try scan("""
            Text(address)
                .accessibilityHint("Long press to copy")
                .contextMenu { Button("Copy") { copy() } }
            Text(record)
                .accessibilityHint("Long press to copy the record")
            Text(port)
                .accessibilityHint("Copies the port")
                .accessibilityAction(named: "Copy") { copy() }
            Text(song)
                .accessibilityHint("Double tap and hold to preview")
                .accessibilityAction(.magicTap) { play() }
            """)
        let hints = scan.uses.filter { $0.role == .hint }
        #expect(hints.count == 4)
        #expect(hints.map { scan.elementsOfferingActions.contains($0.element) } == [true, false, true, false], "a magic tap is no listed action")
    }

    @Test func bundlesAndKeyTypes() throws {
        let found = try uses(#"""
            a.accessibilityLabel(Text("Play", bundle: Bundle.module))
            b.accessibilityLabel(String(localized: "Play", bundle: #bundle))
            c.accessibilityLabel(LocalizedStringKey("Play"))
            d.accessibilityHint(("Plays"))
            UIAccessibility.post(notification: UIAccessibility.Notification.announcement, argument: "Done")
            let action = NSAccessibilityCustomAction(name: "Delete", handler: { true })
            """#)
        #expect(try lookup(found[0]).bundle == .module)
        #expect(try lookup(found[1]).bundle == .module)
        #expect(try lookup(found[2]).kind == .localizedStringKey)
        #expect(try lookup(found[3]).key.plainText == "Plays")
        #expect(found[4].role == .announcement && hardCodedText(found[4]) == "Done")
        #expect(found[5].form == "NSAccessibilityCustomAction(name:…)" && hardCodedText(found[5]) == "Delete")
    }

    @Test func aDirectiveInAStringIsNotOne() throws {
        let result = try scan(#"""
            let s = "// xcstrings-a11y:disable-next-line all"
            x.accessibilityLabel = "Close"
            """#)
        #expect(result.suppressedRules.isEmpty)
    }

    @Test func configuredRoutinesAreLookups() throws {
        let source = """
            a.accessibilityLabel(L10n.tr("close", table: "Buttons"))
            b.accessibilityLabel("Close".localized)
            c.accessibilityLabel("Open".localized(comment: "x"))
            d.accessibilityLabel(Strings.close)
            """
        let found = try uses(source, routines: ["L10n.tr", ".localized"])
        let routine = try lookup(found[0])
        #expect(routine.key.plainText == "close" && routine.table == "Buttons" && routine.kind == .routine)
        #expect(try lookup(found[1]).key.plainText == "Close")
        #expect(try lookup(found[2]).key.plainText == "Open")
        #expect(found[3].argument == .dynamic(expression: "Strings.close", reason: .variableNotResolved))
        // Without the configuration they are expressions.
        #expect(try uses(source).prefix(3).allSatisfy { if case .dynamic = $0.argument { true } else { false } })
    }

    @Test func interpolationsAndTheirLiterals() throws {
        let found = try uses(#"row.accessibilityLabel("\(name), \(category ?? "uncategorized")")"#)
        let key = try lookup(found[0]).key
        #expect(key.segments == [.interpolation("name"), .text(", "), .interpolation(#"category ?? "uncategorized""#)])
        #expect(found[0].literalsInInterpolations.map(\.plainText) == ["uncategorized"])
        #expect(found[0].literalsInInterpolations.first?.position.column == 48)
    }

    /// PegaseUIData's `\(Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "l’app")`:
    /// every build sets the product's name, so the fallback is never spoken. A key a build may lack
    /// keeps its fallback, in an interpolation and as a value.
    @Test func theFallbackOfAnInfoKeyEveryBuildSetsIsNeverReached() throws {
        let found = try uses(#"""
            Button("Quit \(Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "l’app")") {}
            Button("About \(Bundle.main.infoDictionary?["CFBundleDisplayName"] as? String ?? "the app")") {}
            view.accessibilityLabel = Bundle.main.infoDictionary?["CFBundleName"] as? String ?? "Application"
            view.accessibilityLabel = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "Application"
            """#)
        #expect(found.map { $0.literalsInInterpolations.compactMap(\.plainText) } == [[], ["the app"], [], [], []])
        #expect(found.count == 5)
        #expect(found[2].argument == .dynamic(expression: #"Bundle.main.infoDictionary?["CFBundleName"] as? String"#, reason: .otherExpression))
        #expect(hardCodedText(found[4]) == "Application")
    }

    // MARK: UIKit and AppKit

    @Test func uiKitPropertiesTakeStrings() throws {
        let found = try uses("""
            func setUp() {
                prevButton.accessibilityLabel = "Previous Result"
                prevButton.accessibilityHint = NSLocalizedString("Shows the previous result", comment: "hint")
                self.prevButton.accessibilityValue = "\\(index) / \\(count)"
                accessibilityLabel = starredStatus + "\\(feed), \\(title ?? "Untitled")"
                cell.accessibilityUserInputLabels = ["Delete", name]
            }
            func other() { prevButton.accessibilityLabel = label.text }
            """)
        #expect(found.map(\.form) == [
            "accessibilityLabel = …", "accessibilityHint = …", "accessibilityValue = …", "accessibilityLabel = …", "accessibilityLabel = …",
            "accessibilityUserInputLabels = …", "accessibilityUserInputLabels = …", "accessibilityLabel = …",
        ])
        #expect(hardCodedText(found[0]) == "Previous Result")
        #expect(try lookup(found[1]).kind == .nsLocalizedString)
        guard case .untranslatable(let value) = found[2].argument else { Issue.record("\(found[2].argument)"); return }
        #expect(value.segments == [.interpolation("index"), .text(" / "), .interpolation("count")])
        // `starredStatus + "…"`: each operand for what it is (NetNewsWire's timeline cell).
        #expect(found[3].argument == .dynamic(expression: "starredStatus", reason: .variableNotResolved))
        guard case .untranslatable(let joined) = found[4].argument else { Issue.record("\(found[4].argument)"); return }
        #expect(joined.writtenText == #"\(feed), \(title ?? "Untitled")"#)
        #expect(found[4].literalsInInterpolations.map(\.plainText) == ["Untitled"] && found[3].literalsInInterpolations.isEmpty)
        #expect(hardCodedText(found[5]) == "Delete")
        // prevButton (with or without self.) is one element in setUp, another in other().
        #expect(found[0].element == found[1].element && found[1].element == found[2].element)
        #expect(found[3].element != found[0].element && found[5].element != found[0].element)
        #expect(found[7].element != found[0].element)
        #expect(found[7].argument == .dynamic(expression: "label.text", reason: .propertyOfValue))
    }

    @Test func declarationsAndComparisonsAreNotUses() throws {
        let found = try uses("""
            override var accessibilityLabel: String? { get { "Play" } set { super.accessibilityLabel = newValue } }
            override func setAccessibilityLabel(_ label: String?) { }
            var accessibilityHint = "x"
            if view.accessibilityLabel == "Play" { }
            let help = self.accessibilityHelp()
            """)
        // The override's getter is the label (hard-coded here); the setter's `newValue` is dynamic.
        #expect(found.map(\.form) == ["var accessibilityLabel override", "accessibilityLabel = …"])
        #expect(found.last?.argument == .dynamic(expression: "newValue", reason: .parameter))
        #expect(hardCodedText(found[0]) == "Play")
    }

    @Test func clearingTheTextIsNoUse() throws {
        let found = try uses("""
            captionsButton.accessibilityValue = nil
            captionsButton.accessibilityValue = captionsOn ? onText : nil
            """)
        #expect(found.count == 1, "only the assignment that may give text: \(found.map(\.argument))")
    }

    @Test func appKitSetters() throws {
        let found = try uses("""
            helpButton.setAccessibilityLabel(NSLocalizedString("Help — opens in browser", comment: "label"))
            helpButton.setAccessibilityHelp("Opens the help")
            setAccessibilityValue("\\(percent)%")
            window.setAccessibilityTitle("Preferences")
            progressBar.setAccessibilityValueDescription(String(localized: "\\(percent) percent downloaded"))
            """)
        // flaccy's Mac progress bars say what their value means with setAccessibilityValueDescription.
        #expect(found.map(\.role) == [.label, .hint, .value, .label, .value])
        #expect(found.last?.form == "setAccessibilityValueDescription(_:)")
        #expect(found[0].element == found[1].element && found[2].element != found[0].element)
        #expect(hardCodedText(found[1]) == "Opens the help" && hardCodedText(found[3]) == "Preferences")
        if case .untranslatable = found[2].argument {} else { Issue.record("\(found[2].argument)") }
    }

    /// Proton Authenticator's `accessibilityHint("…")` inside a `View` extension: the modifier of the
    /// view itself, with no receiver. A method that takes a value is no use; an override of AppKit's
    /// getter is (its returned `title`, of unknown text).
    @Test func aModifierWithoutAReceiverIsTheViewsOwn() throws {
        let found = try uses("""
            extension View {
                func copyable() -> some View {
                    accessibilityHint("Copies the code")
                }
            }
            final class Cell: NSView {
                override func accessibilityLabel() -> String? { title }
                func accessibilityValue(_ x: Int) {}
            }
            """)
        #expect(found.map(\.form) == [".accessibilityHint(_:)", "accessibilityLabel() override"])
        #expect(try lookup(found.first).key.plainText == "Copies the code")
    }

    @Test func appKitToolTipsAreHelpTags() throws {
        let found = try uses("""
            shareButton.toolTip = NSLocalizedString("Share the current page", comment: "tooltip")
            shareButton.setAccessibilityLabel(NSLocalizedString("Share", comment: "label"))
            item.toolTip = "Reload"
            let tip = view.toolTip
            if view.toolTip == nil {}
            """)
        #expect(found.map(\.form) == ["toolTip = …", "setAccessibilityLabel(_:)", "toolTip = …"])
        #expect(found.map(\.role) == [.hint, .label, .hint])
        #expect(found[0].element == found[1].element, "a tooltip and a label of one receiver are one element")
        #expect(try lookup(found[0]).key.plainText == "Share the current page")
        #expect(hardCodedText(found[2]) == "Reload")
        let role = CodeRole(
            role: found[0].role, isImplicit: found[0].isImplicit, elementKey: "A.swift#\(found[0].element)",
            usedAt: CodeReference(file: "A.swift", position: found[0].argumentPosition), form: found[0].form)
        #expect(role.isHelpTag && role.presentationForm == .helpTag, "VoiceOver speaks it as the hint, written as a help tag")
    }

    /// Phi Browser's image-only close button: `NSImage(systemSymbolName:accessibilityDescription:)`
    /// gives the image what VoiceOver says for it; a `nil` description, `NSImage(named:)`, and another
    /// type's initialiser of that shape give no text.
    @Test func anAppKitSymbolImagesDescriptionIsALabel() throws {
        let found = try uses("""
            closeButton.image = NSImage(systemSymbolName: "xmark", accessibilityDescription: NSLocalizedString("Close", comment: ""))
            let delete = AppKit.NSImage(systemSymbolName: "trash", accessibilityDescription: "Delete")
            let plain = NSImage(systemSymbolName: "gear", accessibilityDescription: nil)
            let named = NSImage(named: "Logo")
            let other = Custom.NSImage(systemSymbolName: "a", accessibilityDescription: "b")
            """)
        #expect(found.map(\.form) == Array(repeating: CodeRole.symbolImageDescriptionForm, count: 2), "\(found)")
        #expect(found.map(\.role) == [.label, .label])
        #expect(try lookup(found[0]).key.plainText == "Close")
        #expect(hardCodedText(found[1]) == "Delete")
    }

    /// Vittora's spending chart: an audio graph's descriptors carry what VoiceOver speaks as the
    /// user explores the chart (its title and summary, its axes, series and data points); an
    /// `attributedTitle:`, a `nil` title and another module's type of that name give no text.
    @Test func anAudioGraphsDescriptorsAreSpoken() throws {
        let found = try uses("""
            let x = AXCategoricalDataAxisDescriptor(title: String(localized: "Category"), categoryOrder: names)
            let y = AXNumericDataAxisDescriptor(title: "Amount", range: 0...max, gridlinePositions: []) { "\\($0)" }
            let series = AXDataSeriesDescriptor(name: String(localized: "Spending"), isContinuous: false, dataPoints: points)
            let point = AXDataPoint(x: name, y: total, additionalValues: [], label: NSLocalizedString("Groceries", comment: ""))
            return AXChartDescriptor(title: String(localized: "Spending by category"), summary: "Your biggest category is shown first",
                                     xAxis: x, yAxis: y, additionalAxes: [], series: [series])
            let plain = AXChartDescriptor(attributedTitle: text, summary: nil, xAxis: x, yAxis: y, series: [])
            let other = Charts.AXDataPoint(x: 1, y: 2, label: "Peak")
            """)
        #expect(found.map(\.form) == [
            "AXCategoricalDataAxisDescriptor(title:…)", "AXNumericDataAxisDescriptor(title:…)", "AXDataSeriesDescriptor(name:…)",
            "AXDataPoint(label:…)", "AXChartDescriptor(title:…)", "AXChartDescriptor(summary:…)",
        ], "\(found)")
        #expect(found.map(\.role) == [.label, .label, .label, .label, .label, .value], "the summary says what the chart shows")
        #expect(try lookup(found[0]).key.plainText == "Category")
        #expect(hardCodedText(found[1]) == "Amount")
        #expect(try lookup(found[3]).key.plainText == "Groceries")
        #expect(hardCodedText(found[5]) == "Your biggest category is shown first")
        #expect(found[4].element == found[5].element, "a chart's title and summary belong to one element")
    }

    @Test func announcementsAndCustomActions() throws {
        let found = try uses("""
            AccessibilityNotification.Announcement("Search wrapped.").post()
            AccessibilityNotification.Announcement(String(localized: "Search wrapped.", table: "TextFind")).post()
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: view)
            NSAccessibility.post(element: w, notification: .announcementRequested, userInfo: [.announcement: "Done", .priority: 50])
            NSAccessibility.post(element: textView, notification: .valueChanged)
            let action = UIAccessibilityCustomAction(name: "Mark as Read") { _ in true }
            let rotor = UIAccessibilityCustomRotor(name: title) { _ in nil }
            """)
        #expect(found.map(\.role) == [.announcement, .announcement, .announcement, .announcement, .label, .label])
        #expect(hardCodedText(found[0]) == "Search wrapped.")
        #expect(try lookup(found[1]).table == "TextFind")
        #expect(hardCodedText(found[2]) == "Saved")
        #expect(found[3].form == "NSAccessibility.post(element:notification:userInfo:)" && hardCodedText(found[3]) == "Done")
        #expect(hardCodedText(found[4]) == "Mark as Read" && found[4].form == "UIAccessibilityCustomAction(name:…)")
        #expect(found[5].argument == .dynamic(expression: "title", reason: .variableNotResolved))
    }

    /// Ritualist's onboarding and sheets: `UIAccessibility.post(notification: .screenChanged, argument:
    /// stepTitle)` speaks a string it is given (as `.layoutChanged` and `.pageScrolled` do); an element
    /// it moves to (`argument: view`, a property the reader cannot see) is no text and no use.
    @Test func aScreenChangeWithAStringIsAnAnnouncement() throws {
        let found = try uses("""
            struct Onboarding: View {
                var stepTitle: String { String(localized: "Welcome to Ritualist") }
                func announce() {
                    UIAccessibility.post(notification: .screenChanged, argument: stepTitle)
                    UIAccessibility.post(notification: .layoutChanged, argument: headerView)
                    UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 5")
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                }
            }
            """)
        #expect(found.map(\.form) == ["UIAccessibility.post(notification:argument:)", "UIAccessibility.post(notification:argument:)"], "\(found)")
        #expect(try lookup(found[0]).key.plainText == "Welcome to Ritualist" && found[0].role == .announcement)
        #expect(hardCodedText(found[1]) == "Page 2 of 5")
    }

    // MARK: Implicit labels

    @Test func controlTitlesAreImplicitLabels() throws {
        let found = try uses("""
            VStack {
                Button("Play") { play() }
                Toggle("Wi-Fi", isOn: $wifi)
                Label("Settings", systemImage: "gear")
                Link("Help", destination: url)
                Image("poster", label: Text("Poster"))
                TextField("Name", text: $name)
                Button(action: play) { Text("Play") }
                Picker(selection: $x) { }
                SwiftUI.Menu(tab.title) { }
            }
            """)
        #expect(found.allSatisfy { $0.isImplicit && $0.role == .label })
        #expect(found.map(\.form) == [
            "Button(_:…)", "Toggle(_:…)", "Label(_:…)", "Link(_:…)", "Image(_:label:)", "TextField(_:…)", "Button label: Text(_:)", "Menu(_:…)",
        ])
        #expect(try lookup(found[4]).key.plainText == "Poster")
        // The title of `Button(action:)` is the `Text` of its label closure.
        #expect(try lookup(found[6]).key.plainText == "Play")
        #expect(found[7].argument == .dynamic(expression: "tab.title", reason: .propertyOfValue))
        #expect(Set(found.map(\.element)).count == found.count)
    }

    /// W8Trackr's tab bar: iOS 18's `Tab("Dashboard", systemImage: "house", value: .dashboard) { … }`
    /// gives the tab item its title; `Tab(value:)` without one gives none, and an app's own `Tab` type
    /// is not SwiftUI's.
    @Test func aTabsTitleIsItsLabel() throws {
        let found = try uses("""
            TabView(selection: $selection) {
                Tab("Dashboard", systemImage: "house", value: .dashboard) { DashboardView() }
                Tab(value: .settings) { SettingsView() }
            }
            """)
        #expect(found.map(\.form) == ["Tab(_:…)"])
        #expect(try lookup(found[0]).key.plainText == "Dashboard" && found[0].isImplicit)
        let shadowed = try uses("""
            struct Tab { init(_ title: String) {} }
            let tabs = [Tab("Home")]
            """)
        #expect(shadowed.isEmpty)
    }

    /// Nine's and AppPorts' Mac menus: `CommandMenu("Board") { … }` names a menu of the menu bar,
    /// which VoiceOver reads as the menu's name; an app's own `CommandMenu` type is not SwiftUI's.
    @Test func aCommandMenusTitleIsItsLabel() throws {
        let found = try uses("""
            struct BoardCommands: Commands {
                var body: some Commands {
                    CommandMenu("Board") { Button("Clear Notes") { clear() } }
                    CommandMenu(String(localized: "Game", comment: "menu")) { }
                }
            }
            """)
        #expect(found.map(\.form) == ["CommandMenu(_:…)", "Button(_:…)", "CommandMenu(_:…)"])
        #expect(try lookup(found[0]).key.plainText == "Board" && found[0].isImplicit && found[0].role == .label)
        #expect(try lookup(found[2]).key.plainText == "Game")
        let shadowed = try uses("""
            struct CommandMenu { init(_ title: String) {} }
            let menus = [CommandMenu("Home")]
            """)
        #expect(shadowed.isEmpty)
    }

    /// CSE's Control Center control: `ControlWidgetToggle("Quick Search", isOn:action:)` (and a
    /// `ControlWidgetButton`) is named by its title; the value label's text stays what it was.
    @Test func aControlCenterControlsTitleIsItsLabel() throws {
        let found = try uses("""
            struct QuickSearchControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "quick") {
                        ControlWidgetToggle("Quick Search", isOn: enabled, action: ToggleIntent()) { isOn in
                            Label(isOn ? "On" : "Off", systemImage: "magnifyingglass")
                        }
                    }
                }
            }
            let open = WidgetKit.ControlWidgetButton("Open Trunk", action: OpenTrunkIntent()) { _ in }
            """)
        // The ternary's two branches are two uses of the value label.
        #expect(found.map(\.form) == ["ControlWidgetToggle(_:…)", "Label(_:…)", "Label(_:…)", "ControlWidgetButton(_:…)"])
        #expect(try lookup(found[0]).key.plainText == "Quick Search" && found[0].role == .label)
        #expect(try lookup(found[3]).key.plainText == "Open Trunk")
    }

    /// SetCraft's library table: `TableColumn("Plays", value: \.playCount)` names the column, whose
    /// header VoiceOver reads with each cell (the 42nd study counted 18 such titles missed).
    @Test func aTableColumnsTitleIsALabel() throws {
        let found = try uses("""
            struct Library: View {
                var body: some View {
                    Table(tracks) {
                        TableColumn("Plays", value: \\.playCount) { track in Text("\\(track.playCount)") }
                        TableColumn(String(localized: "Title"), value: \\.title)
                    }
                }
            }
            """)
        #expect(found.map(\.form) == ["TableColumn(_:…)", "TableColumn(_:…)"])
        #expect(try lookup(found[0]).key.plainText == "Plays" && found[0].role == .label && found[0].isImplicit)
        #expect(try lookup(found[1]).key.plainText == "Title")
    }

    /// The segmented pickers of PokeZoneBuddy, LiveRail, PicMate and CommonsFinder: each option,
    /// `Text(…).tag(…)` in the picker's content (also through `ForEach`), is a segment or menu item
    /// VoiceOver names by its words, also where the content is the call's `content:` argument. A
    /// tagged `Text` outside a picker (a `TabView` page, a menu) is not.
    @Test func aPickersTaggedTextsAreItsOptionsLabels() throws {
        let found = try uses("""
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.label).tag(theme)
                }
                Text("System").tag(Theme.system)
            }
            .pickerStyle(.segmented)
            TabView { Text("Page one").tag(1) }
            Text("Caption").tag(2)
            Picker("Sort", selection: $order, content: {
                Text("Newest").tag(Order.newest)
            })
            Menu("More", content: { Text("Other").tag(3) })
            """)
        #expect(found.map(\.form) == ["Picker(_:…)", "Picker option Text(_:)", "Picker option Text(_:)", "Picker(_:…)", "Picker option Text(_:)", "Menu(_:…)"], "\(found)")
        #expect(try lookup(found[4]).key.plainText == "Newest", "an option of the content given as an argument")
        #expect(try lookup(found[2]).key.plainText == "System" && found[2].role == .label && found[2].isImplicit)
        #expect(Set(found.prefix(3).map(\.element)).count == 3, "each option is an element of its own")
    }

    /// AsNeeded's appearance picker and boring.notch's slider colour: `ForEach(Tab.allCases, id:
    /// \.self) { tab in Text(tab.localizedName) }` straight in the picker's content needs no `.tag`
    /// (ForEach tags each option with its id). A `Text` deeper inside an option's stack, or in a
    /// ForEach outside any picker, is none.
    @Test func aForEachsTextsStraightInAPickerAreItsOptions() throws {
        let found = try uses("""
            Picker("Appearance", selection: $tab) {
                ForEach(AppearanceTab.allCases, id: \\.self) { tab in
                    Text(tab.title)
                        .font(.subheadline)
                }
            }
            Picker("Color", selection: $color) {
                ForEach(Colors.allCases, id: \\.self) { color in
                    HStack { Circle(); Text(color.name) }
                }
            }
            ForEach(items) { item in Text(item.name) }
            """)
        #expect(found.map(\.form) == ["Picker(_:…)", "Picker option Text(_:)", "Picker(_:…)"], "\(found)")
    }

    @Test func anExplicitLabelReplacesTheTitle() throws {
        let found = try uses("""
            Button("Play") { play() }
                .padding()
                .accessibilityLabel("Play trailer")
            Button("Stop") { stop() }
                .accessibilityHint("Stops")
            Button { } label: { Text("x") }.accessibilityLabel("Menu")
            """)
        #expect(found.map(\.form) == [".accessibilityLabel(_:)", "Button(_:…)", ".accessibilityHint(_:)", ".accessibilityLabel(_:)"])
        #expect(found[1].element == found[2].element && found[0].element != found[1].element)
    }

    /// Menu items, actions and bar buttons made with a title are named by it (Eko's `NSMenuItem(title:
    /// String(localized: "menu.cut"), …)`, penates' and OpenMinis' `UIAction(title: …)`, missed in the
    /// 45th study). A call without `title:`, or a type of the app's own with another module's
    /// qualifier, is none.
    @Test func menuItemsActionsAndBarButtonsAreNamedByTheirTitles() throws {
        let found = try uses("""
            let cut = NSMenuItem(title: String(localized: "menu.cut"), action: #selector(NSText.cut(_:)), keyEquivalent: "x")
            let copy = UIAction(title: String(localized: "Copy"), image: UIImage(systemName: "doc.on.doc")) { _ in copyText() }
            let add = UIBarButtonItem(title: "Add Feed", style: .done, target: self, action: #selector(addFeed(_:)))
            let menu = UIMenu(title: String(localized: "Sort"), children: [copy])
            let quit = NSButton(title: String(localized: "Quit"), target: nil, action: nil)
            let refresh = UIAction { _ in reload() }
            let item = MyKit.NSMenuItem(title: "Not AppKit's")
            """)
        #expect(found.map(\.form) == ["NSMenuItem(title:…)", "UIAction(title:…)", "UIBarButtonItem(title:…)", "UIMenu(title:…)", "NSButton(title:…)"], "\(found)")
        #expect(found.allSatisfy { $0.role == .label && $0.isImplicit })
        #expect(try lookup(found[0]).key.plainText == "menu.cut")
        if case .hardCoded(let literal) = found[2].argument { #expect(literal.plainText == "Add Feed") } else { Issue.record("\(found[2])") }
    }

    /// A text field's title is the placeholder VoiceOver reads while the field is empty: an explicit
    /// label does not replace it (OakReader's library search, the 44th study).
    @Test func anExplicitLabelLeavesATextFieldsPlaceholder() throws {
        let found = try uses("""
            TextField(
                isSemantic ? "Search by meaning..." : "Search Library",
                text: $query
            )
            .accessibilityLabel("Search library")
            SecureField("Password", text: $password).accessibilityLabel("Account password")
            """)
        #expect(found.map(\.form) == ["TextField(_:…)", "TextField(_:…)", ".accessibilityLabel(_:)", "SecureField(_:…)", ".accessibilityLabel(_:)"],
                "\(found)")
        #expect(try lookup(found[1]).key.plainText == "Search Library" && found[1].isImplicit)
    }

    @Test func aTitleInTheLabelClosureBelongsToTheControl() throws {
        let found = try uses("""
            Button {
                browse()
            } label: {
                Label("Files", systemImage: "folder")
            }
            .accessibilityLabel("status.editor.browse-file")
            Button(action: play) { Label("Play", systemImage: "play") }
                .accessibilityLabel("Play trailer")
            Link(destination: url) { Label("Help", systemImage: "questionmark") }
                .help("Opens the manual")
            Menu {
                Label("Share", systemImage: "square.and.arrow.up")
            } label: {
                Label("More", systemImage: "ellipsis")
            }
            .accessibilityHint("Shows more actions")
            """)
        // The titles "Files" and "Play" give way to the explicit labels; "Help" pairs with its link's
        // hint; a menu's items are elements of their own, its label closure is the menu's.
        #expect(found.map(\.form) == [".accessibilityLabel(_:)", ".accessibilityLabel(_:)", "Label(_:…)", ".help(_:)", "Label(_:…)", "Label(_:…)", ".accessibilityHint(_:)"])
        #expect(try lookup(found[2]).key.plainText == "Help" && found[2].element == found[3].element)
        #expect(try lookup(found[4]).key.plainText == "Share" && found[4].element != found[6].element)
        #expect(try lookup(found[5]).key.plainText == "More" && found[5].element == found[6].element)
    }

    @Test func hintsOfSwipeActionsAreNotSpoken() throws {
        let found = try uses("""
            Row(item: item)
                .swipeActions(edge: .trailing) {
                    Button { delete() } label: { Image(systemName: "trash") }
                        .help("Delete Feed")
                        .accessibilityHint("Deletes the feed")
                    Button("Archive") { archive() }
                }
                .help("A feed")
            """)
        #expect(found.map(\.form) == ["Button(_:…)", ".help(_:)"])
        #expect(try lookup(found[1]).key.plainText == "A feed")
    }

    @Test func aViewInsideAClosureIsAnotherElement() throws {
        let found = try uses("""
            HStack {
                Text("a").accessibilityLabel("Inner")
            }
            .accessibilityElement(children: .combine)
            .accessibilityHint("Outer")
            """)
        #expect(found.count == 2 && found[0].element != found[1].element)
    }

    @Test func textAndCommentsThatLookLikeCallsAreNot() throws {
        let found = try uses(#"""
            // .accessibilityLabel("in a comment")
            /* Button("in a block") */
            let s = ".accessibilityLabel(\"in a string\")"
            let m = """
                x.accessibilityLabel = "in a multi-line string"
                """
            let r = /Button\("in a regex"\)/
            #if DEBUG
            debugView.accessibilityLabel = "Debug"
            #else
            releaseView.accessibilityLabel = "Release"
            #endif
            """#)
        #expect(found.compactMap(hardCodedText) == ["Debug", "Release"])
    }

    @Test func longChainsAndManyReceiversShareTheirElements() throws {
        let count = 3_000
        // Counted before `#expect`, which would otherwise describe thousands of uses.
        let chain = try uses("Image(\"x\")" + String(repeating: "\n.accessibilityLabel(\"a\").padding()", count: count))
        let chainUses = chain.count
        let chainElements = Set(chain.map(\.element)).count
        #expect(chainUses == count && chainElements == 1)
        let setters = try uses("func f() {\n" + String(repeating: "self.view.setAccessibilityLabel(\"a\")\nview.accessibilityHint = \"b\"\n", count: count) + "}")
        let setterUses = setters.count
        let setterElements = Set(setters.map(\.element)).count
        #expect(setterUses == 2 * count && setterElements == 1)
    }

    // MARK: Suppression and errors

    @Test func suppressionCommentsApplyToTheNextLineWithCode() throws {
        let result = try scan("""
            // xcstrings-a11y:disable-next-line hardcoded-accessibility-string, literal-in-interpolation

            // an ordinary comment
            x.accessibilityLabel = "Close"
            // XCSTRINGS-A11Y:Disable-Next-Line
            y.accessibilityLabel = "Open"
            /* xcstrings-a11y: ignore key-not-in-catalog */ z.accessibilityLabel = "Same line"
            w.accessibilityLabel = "Next"
            // xcstrings-a11y is not a directive
            v.accessibilityLabel = "Unsuppressed"
            """)
        #expect(result.suppressedRules == [4: ["hardcoded-accessibility-string", "literal-in-interpolation"], 6: ["all"], 8: ["key-not-in-catalog"]])
    }

    @Test func unreadableFilesAreErrorsWithPositions() throws {
        #expect(throws: SourceError.self) { try scan("x.accessibilityLabel(\"open") }
        do {
            _ = try AccessibilityCallRecognizer().scan([0x2F, 0x2F, 0x0A, 0x61, 0xFE])
            Issue.record("no error")
        } catch {
            #expect(error.position == SourcePosition(line: 2, column: 2, offset: 4))
            #expect(error.message.hasPrefix("the file is not UTF-8"))
        }
    }
}
