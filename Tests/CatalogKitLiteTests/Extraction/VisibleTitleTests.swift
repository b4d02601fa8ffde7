import Testing
@testable import CatalogKitLite

/// The visible titles the recogniser keeps beside explicit labels (for `label-not-in-name`).
struct VisibleTitleTests {
    /// The titles of a file, as `form key-or-text` strings.
    func titles(_ source: String) throws -> [String] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).visibleTitles.map { title in
            switch title.argument {
            case .localized(let lookup): "\(title.form) \(lookup.key.writtenText)"
            case .hardCoded(let literal): "\(title.form) \(literal.writtenText)"
            case .untranslatable(let literal): "\(title.form) \(literal.writtenText)"
            case .dynamic(let expression, _): "\(title.form) \(expression)"
            }
        }
    }

    @Test func aControlTitleIsKeptOnlyBesideAnExplicitLabel() throws {
        #expect(try titles("Button(\"Save\") { save() }") == [])
        #expect(try titles("Button(\"Save\") { save() }.accessibilityHint(\"Saves\")") == [])
        #expect(try titles("Button(\"Save\") { save() }.accessibilityInputLabels([\"Store\"])") == [])
        #expect(try titles("Button(\"Save\") { save() }.accessibilityLabel(\"Save draft\")") == ["Button(_:…) Save"])
        #expect(try titles("Button { save() } label: { Text(\"Save\") }.accessibilityLabel(\"Save draft\")") == ["Button label: Text(_:) Save"])
    }

    @Test func titlesOfBranchesAndConstantsAreFollowed() throws {
        let source = """
        enum Strings { static let save: LocalizedStringKey = "Save" }
        struct V: View {
            var body: some View {
                Button(Strings.save) { }.accessibilityLabel("Save draft")
                Button(isOn ? "Mute" : "Unmute") { }.accessibilityLabel("Sound")
            }
        }
        """
        #expect(try titles(source) == ["Button(_:…) Save", "Button(_:…) Mute", "Button(_:…) Unmute"])
    }

    @Test func hiddenTitlesAreLeftOut() throws {
        #expect(try titles("Toggle(\"Wi-Fi\", isOn: $on).labelsHidden().accessibilityLabel(\"Wireless\")") == [])
        #expect(try titles("Form { Toggle(\"Wi-Fi\", isOn: $on).accessibilityLabel(\"Wireless\") }.labelsHidden()") == [])
        #expect(try titles("Label(\"Add\", systemImage: \"plus\").labelStyle(.iconOnly).accessibilityLabel(\"New item\")") == [])
        #expect(try titles("x.toolbar { Button { } label: { Label(\"Add\", systemImage: \"plus\") }.accessibilityLabel(\"New item\") }") == [])
        #expect(try titles("x.toolbar { Button(\"Add\", systemImage: \"plus\") { }.accessibilityLabel(\"New item\") }") == [])
        // A text button in a toolbar shows its words.
        #expect(try titles("x.toolbar { Button(\"Add\") { }.accessibilityLabel(\"New item\") }") == ["Button(_:…) Add"])
    }

    @Test func aLabelBuiltOutsideBodyMayBeInAToolbar() throws {
        let source = """
        struct V: View {
            var body: some View {
                List { }.toolbar { ToolbarItem { sortButton } }
                Button { } label: { Label("Sort by", systemImage: "arrow.up") }.accessibilityLabel("Order")
            }
            private var sortButton: some View {
                Button { } label: { Label("Sort by", systemImage: "arrow.up") }.accessibilityLabel("Sort")
            }
            private var textButton: some View {
                Button("Sort by") { }.accessibilityLabel("Sort")
            }
        }
        """
        #expect(try titles(source) == ["Label(_:…) Sort by", "Button(_:…) Sort by"])
    }

    /// TrafficVienna's "Offline" badge: a `Label` of its own is no control Voice Control acts on.
    @Test func onlyALabelThatActsIsATitle() throws {
        #expect(try titles("Label(\"Offline\", systemImage: \"wifi.slash\").font(.caption).accessibilityLabel(\"No connection\")") == [])
        #expect(try titles("Label(\"Retry\", systemImage: \"arrow\").onTapGesture { retry() }.accessibilityLabel(\"Try again\")")
            == ["Label(_:…) Retry"])
        #expect(try titles("Button { } label: { Label(\"Retry\", systemImage: \"arrow\") }.accessibilityLabel(\"Try again\")")
            == ["Label(_:…) Retry"])
    }

    @Test func onlyTappableTextIsATitle() throws {
        #expect(try titles("Text(\"5 ★\").accessibilityLabel(\"5 stars\")") == [])
        #expect(try titles("Text(\"Retry\").onTapGesture { retry() }.accessibilityLabel(\"Try again\")") == ["Text(_:) Retry"])
        #expect(try titles("Text(\"Retry\").accessibilityAddTraits(.isButton).accessibilityLabel(\"Try again\")") == ["Text(_:) Retry"])
    }

    /// A UIKit button's title in its normal state is its VoiceOver label when nothing else names it
    /// (ProfMonster's notes keyboard bar, `doneButton.setTitle(String(localized: "Done"), for:
    /// .normal)`, missed in the 44th study): a use of its own, implicit as a SwiftUI `Button`'s title
    /// is. Another state's title, or a method of the app's own named so, is none.
    @Test func aUIKitButtonsNormalTitleIsAnImplicitLabel() throws {
        let uses = try AccessibilityCallRecognizer().scan(Array("""
            func setUp() {
                doneButton.setTitle(String(localized: "Done"), for: .normal)
                doneButton.setTitle("Saving", for: .disabled)
                closeButton.setTitle("Close", for: .normal)
                header.setTitle(String(localized: "Notes"))
            }
            func setTitle(_ title: String, for state: UIControl.State) { }
            """.utf8)).uses
        #expect(uses.map(\.form) == ["setTitle(_:for:)", "setTitle(_:for:)"], "\(uses)")
        #expect(uses.allSatisfy { $0.isImplicit && $0.role == .label }, "\(uses)")
        if case .localized(let lookup) = uses.first?.argument { #expect(lookup.key.plainText == "Done") } else { Issue.record("\(uses)") }
        if case .hardCoded(let literal) = uses.last?.argument { #expect(literal.plainText == "Close") } else { Issue.record("\(uses)") }
    }

    @Test func uikitAndAppKitTitlesPairByReceiverAndScope() throws {
        let uikit = """
        func setUp() {
            button.setTitle(NSLocalizedString("Save", comment: ""), for: .normal)
            button.setTitle("Saving", for: .disabled)
            button.accessibilityLabel = NSLocalizedString("Save draft", comment: "")
            other.setTitle("Cancel", for: .normal)
        }
        func later() { other.accessibilityLabel = "Close" }
        """
        #expect(try titles(uikit) == ["setTitle(_:for:) Save"])
        let appKit = """
        func setUp() {
            button.title = "Save"
            button.setAccessibilityLabel("Save draft")
            window.title = "Document"
        }
        """
        #expect(try titles(appKit) == ["title = … Save"])
    }

    @Test func titlesInPreviewsAreLeftOut() throws {
        #expect(try titles("#Preview { Button(\"Save\") { }.accessibilityLabel(\"Store\") }") == [])
    }
}
