/// The identifiers the recogniser looks at: every name that starts a recognised form.
enum RecognizedName: String, CaseIterable, Sendable {
    // SwiftUI modifiers (and, with `=`, UIKit properties).
    case accessibilityLabel, accessibilityHint, accessibilityValue
    case accessibility, accessibilityInputLabels, accessibilityAction, accessibilityCustomContent, accessibilityRotor, help
    // `.accessibilityHidden(true)`: VoiceOver skips the element, so nothing of it is spoken.
    case accessibilityHidden
    // `.accessibilityElement(children: .ignore)`: the element alone is heard, not what it holds.
    case accessibilityElement
    // UIKit.
    case accessibilityUserInputLabels
    case post
    case Announcement
    case UIAccessibilityCustomAction, NSAccessibilityCustomAction, UIAccessibilityCustomRotor
    // AppKit setters, and a view's tooltip, which AppKit gives VoiceOver as its help.
    // `setAccessibilityValueDescription(_:)` says what a value means ("45 percent"): spoken as the value.
    case setAccessibilityLabel, setAccessibilityHelp, setAccessibilityValue, setAccessibilityTitle, setAccessibilityValueDescription
    case toolTip
    // `NSImage(systemSymbolName:accessibilityDescription:)`: what VoiceOver says for the image,
    // often the only label of an image-only AppKit button.
    case NSImage
    // Audio graphs (the Accessibility framework's chart descriptors): the chart's title and summary,
    // its axes' titles, its series' names and its data points' labels are what VoiceOver speaks when
    // the user explores the chart.
    case AXChartDescriptor, AXNumericDataAxisDescriptor, AXCategoricalDataAxisDescriptor, AXDataSeriesDescriptor, AXDataPoint
    // SwiftUI controls whose title is their label.
    case Button, Toggle, Label, Link, Menu, Picker, Stepper, TextField, SecureField, DatePicker, MultiDatePicker, ColorPicker
    case NavigationLink, ShareLink, ProgressView, DisclosureGroup, LabeledContent
    // iOS 18's `Tab("Dashboard", systemImage: "house", value: .dashboard) { … }`: the tab bar item's title.
    case Tab
    // macOS's `CommandMenu("Board") { … }`: a menu of the menu bar, whose title VoiceOver reads as the
    // menu's name when the user moves along the bar.
    case CommandMenu
    // iOS 18's Control Center controls, `ControlWidgetToggle("Quick Search", isOn:action:)` and
    // `ControlWidgetButton("Open Trunk", action:)`: the title is the control's name.
    case ControlWidgetToggle, ControlWidgetButton
    // A table's `TableColumn("Plays", value: \.playCount)`: the column's header, which VoiceOver
    // reads with each cell as the user moves along a row (SetCraft's library, the 42nd study).
    case TableColumn
    // ButtonKit's `AsyncButton("Save") { try await save() }`, the package's button for async actions,
    // which mirrors every initialiser of `Button` (title key, `systemImage:`, `role:`, `label:`).
    case AsyncButton
    case Image
    // A view inside a label closure (`Button { … } label: { Text("Remove All") }`), or a `Text`
    // whose visible words an explicit label may lose.
    case Text
    // The visible title of a UIKit button (`setTitle(_:for:)`) or an AppKit control (`title = …`).
    case setTitle, title
    // `.searchable(text:prompt:)`: the search field's prompt, which VoiceOver reads as its label.
    case searchable
    // UIKit's and AppKit's menu items, actions and bar buttons made with a title, `NSMenuItem(title:
    // String(localized: "menu.cut"), action: …)`, `UIAction(title: …)`: the title is the item's name
    // (Eko's and penates' menus, the 45th study).
    case NSMenuItem, UIAction, UIBarButtonItem, UIMenu, NSButton
    // A control's action written as an implicit member: `primaryAction = .init(title: …)`.
    case primaryAction

    /// The names by a hash of their bytes, so that an identifier is looked up without making a String.
    private static let byHash: [UInt64: RecognizedName] = {
        var table: [UInt64: RecognizedName] = [:]
        for name in allCases {
            var bytes = Array(name.rawValue.utf8)
            let hash = bytes.withUnsafeMutableBufferPointer { ByteHash.fnv1a(UnsafeBufferPointer($0)) }
            precondition(table[hash] == nil, "two recognised names share a hash")
            table[hash] = name
        }
        return table
    }()

    /// For each first byte, a bit per length (up to 63) that some name of that first byte has; then,
    /// from index 256, the same for each last byte: most identifiers are passed over on these facts,
    /// before any hashing (`UIView` and `NSString` share first bytes and lengths with `UIMenu` and
    /// `NSButton`, not last bytes).
    static let lengthsByEdgeBytes: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 512)
        for name in allCases {
            let bytes = Array(name.rawValue.utf8)
            table[Int(bytes[0])] |= 1 << UInt64(bytes.count)
            table[256 + Int(bytes[bytes.count - 1])] |= 1 << UInt64(bytes.count)
        }
        return table
    }()

    /// The recognised name of an identifier token, if it is one. `lengths` is ``lengthsByEdgeBytes``.
    @inline(__always)
    init?(token index: Int, in file: SwiftLexedFile, buffer: UnsafeBufferPointer<UInt8>, lengths: UnsafeBufferPointer<UInt64>) {
        let token = file.tokens[index]
        let length = Int(token.end - token.start)
        guard length < 64, lengths[Int(buffer[Int(token.start)])] & (1 << UInt64(length)) != 0,
              lengths[256 + Int(buffer[Int(token.end) - 1])] & (1 << UInt64(length)) != 0 else { return nil }
        let bytes = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)])
        guard let name = Self.byHash[ByteHash.fnv1a(bytes)], file.token(index, equals: name.rawValue) else { return nil }
        self = name
    }

    /// The role a control's title gives it: its label.
    var isControl: Bool {
        switch self {
        case .Button, .Toggle, .Label, .Link, .Menu, .Picker, .Stepper, .TextField, .SecureField, .DatePicker, .MultiDatePicker,
             .ColorPicker, .NavigationLink, .ShareLink, .ProgressView, .DisclosureGroup, .LabeledContent, .Tab, .CommandMenu, .ControlWidgetToggle,
             .ControlWidgetButton, .AsyncButton, .TableColumn:
            true
        default:
            false
        }
    }
}
