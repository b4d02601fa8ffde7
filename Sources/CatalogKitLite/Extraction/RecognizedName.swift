/// The identifiers the recogniser looks at: every name that starts a recognised form.
enum RecognizedName: String, CaseIterable, Sendable {
    // SwiftUI modifiers (and, with `=`, UIKit properties).
    case accessibilityLabel, accessibilityHint, accessibilityValue
    case accessibility, accessibilityInputLabels, accessibilityAction, accessibilityCustomContent, accessibilityRotor, help
    // UIKit.
    case accessibilityUserInputLabels
    case post
    case Announcement
    case UIAccessibilityCustomAction, NSAccessibilityCustomAction, UIAccessibilityCustomRotor
    // AppKit setters.
    case setAccessibilityLabel, setAccessibilityHelp, setAccessibilityValue, setAccessibilityTitle
    // SwiftUI controls whose title is their label.
    case Button, Toggle, Label, Link, Menu, Picker, Stepper, TextField, SecureField, DatePicker, MultiDatePicker, ColorPicker
    case NavigationLink, ShareLink, ProgressView, DisclosureGroup, LabeledContent
    case Image

    /// The names by a hash of their bytes, so that an identifier is looked up without making a String.
    private static let byHash: [UInt64: RecognizedName] = {
        var table: [UInt64: RecognizedName] = [:]
        for name in allCases {
            var bytes = Array(name.rawValue.utf8)
            let hash = bytes.withUnsafeMutableBufferPointer { hashOf(UnsafeBufferPointer($0)) }
            precondition(table[hash] == nil, "two recognised names share a hash")
            table[hash] = name
        }
        return table
    }()

    /// FNV-1a of some bytes.
    @inline(__always)
    static func hashOf(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }

    /// The recognised name of an identifier token, if it is one.
    init?(token index: Int, in file: SwiftLexedFile, buffer: UnsafeBufferPointer<UInt8>) {
        let token = file.tokens[index]
        let length = Int(token.end - token.start)
        // The shortest name is `post` and `help`, the longest `accessibilityUserInputLabels`.
        guard length >= 4 && length <= 28 else { return nil }
        let bytes = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)])
        guard let name = Self.byHash[Self.hashOf(bytes)], file.token(index, equals: name.rawValue) else { return nil }
        self = name
    }

    /// The role a control's title gives it: its label.
    var isControl: Bool {
        switch self {
        case .Button, .Toggle, .Label, .Link, .Menu, .Picker, .Stepper, .TextField, .SecureField, .DatePicker, .MultiDatePicker,
             .ColorPicker, .NavigationLink, .ShareLink, .ProgressView, .DisclosureGroup, .LabeledContent:
            true
        default:
            false
        }
    }
}
