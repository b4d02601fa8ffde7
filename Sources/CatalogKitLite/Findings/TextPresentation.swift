/// How the app presents a string, as far as the audit can tell: the kind of text the code makes of
/// it and the platform it runs on. The same words are judged differently in different places: a
/// text field's title is also its placeholder, an example of what to type ("https://", "e.g. export
/// PATH=~/bin"); a button's "Power Off" names an action, not a state; "Click to sort" is how a Mac
/// user, VoiceOver user or not, is told to act, and a help tag shows only under a pointer.
///
/// Everything is optional: a string the code does not show in a recognised form, or whose platform
/// is not known, gets `nil`, and the rules judge it as they judge any string of its role.
public struct TextPresentation: Hashable, Sendable {
    /// What the code makes of the text.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        /// A macOS help tag (SwiftUI's `.help(_:)`): VoiceOver speaks it as the hint, it shows under
        /// the pointer, and it is written as a short verb phrase ("Show the sidebar").
        case helpTag
        /// The title of a text field (`TextField("…", text:)`, `SecureField`): VoiceOver speaks it as
        /// the label when the field is focused, and the field shows it as its placeholder, an
        /// instruction or an example of what to type.
        case textFieldPrompt
        /// The title of a control that performs an action when activated: a button, a link, a menu,
        /// a navigation or share link, a named accessibility action.
        case actionTitle
        /// An option of a picker (`Picker { Text("→").tag("→") }`): what the user picks, which may be
        /// a symbol itself (CueFlow's separator choices "→", "=", "Tab").
        case pickerOption
    }

    /// What the code makes of the text, or `nil` when the audit does not know.
    public var form: Form?
    /// The platform the string is shown on, or `nil` when it is not known (a catalog whose code
    /// is not read, a target built for several platforms).
    public var platform: ApplePlatform?
    /// Whether the text is shown on screen as the element's title, which VoiceOver reads as its
    /// label (`Button("…")`, a `Text` in a control's label closure, a `Label`'s title), and no
    /// accessibility label replaces it. Sighted users read the same words, and Voice Control users
    /// say them: a rule about how a label is worded judges it as visible copy, not as a label only
    /// VoiceOver users hear.
    public var isVisibleTitle: Bool
    /// Whether every value the code interpolates into the text is also interpolated into other text
    /// of the same Swift file that is no hint (`.help(Text("… about \(model.count) photos"))` beside
    /// `Text("About \(model.count) photos")`): the screen shows those values, so a hint that names
    /// them is not the only place a listener hears them.
    public var showsValuesElsewhere: Bool
    /// Whether the element's control asks before it acts: its action presents an alert or a
    /// confirmation dialog of the same file (`Button { isConfirming = true }` with `.alert(…,
    /// isPresented: $isConfirming)`), which says what cannot be undone before anything happens.
    public var asksToConfirm: Bool
    /// Whether the element offers its actions to VoiceOver (`.contextMenu`, `.accessibilityAction`,
    /// `.swipeActions`), which lists them under Actions: a hint that names a secondary gesture
    /// ("Long press to copy") then tells sighted users of an action VoiceOver users already have.
    public var offersActions: Bool
    /// Whether the text is one of several texts of a control's label (`Button { Text(title);
    /// Text(price) }`): VoiceOver reads them together, so the others say what this one is about.
    public var isPartOfLabel: Bool

    /// Creates a presentation; every part unknown by default.
    public init(
        form: Form? = nil, platform: ApplePlatform? = nil, isVisibleTitle: Bool = false, showsValuesElsewhere: Bool = false,
        asksToConfirm: Bool = false, offersActions: Bool = false, isPartOfLabel: Bool = false
    ) {
        self.form = form
        self.platform = platform
        self.isVisibleTitle = isVisibleTitle
        self.showsValuesElsewhere = showsValuesElsewhere
        self.asksToConfirm = asksToConfirm
        self.offersActions = offersActions
        self.isPartOfLabel = isPartOfLabel
    }

    /// Whether the text is shown as a macOS help tag.
    public var isHelpTag: Bool { form == .helpTag }

    /// Whether the user acts with a pointer where the text is shown: on a Mac (VoiceOver users click
    /// too, with VO-Space), or in a help tag, which only a pointer shows.
    public var isPointerDriven: Bool { platform == .macOS || form == .helpTag }
}

/// An Apple platform, as an Xcode target's `SDKROOT` names it (`macosx`, `iphoneos`, …).
public enum ApplePlatform: String, Hashable, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The platform an `SDKROOT` value names (`macosx`, `iphoneos`, `appletvos`, `watchos`, `xros`,
    /// with or without a version); `nil` for anything else.
    public init?(sdkRoot: String) {
        let name = sdkRoot.lowercased().prefix { $0.isLetter }
        switch name {
        case "macosx", "macos": self = .macOS
        case "iphoneos", "iphonesimulator", "ios": self = .iOS
        case "appletvos", "appletvsimulator", "tvos": self = .tvOS
        case "watchos", "watchsimulator": self = .watchOS
        case "xros", "xrsimulator", "visionos": self = .visionOS
        default: return nil
        }
    }
}
