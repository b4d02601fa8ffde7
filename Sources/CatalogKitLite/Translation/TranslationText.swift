/// Rules for the texts of translation files that hold in every format.
enum TranslationText {
    /// The first control character of `text` that no catalog string should hold: C0 controls but
    /// tab, line feed and carriage return (NUL, BEL, ESC, …), DEL and the C1 controls. A terminal
    /// acts on them (ESC and CSI start escape sequences, BEL rings), a spreadsheet shows nothing,
    /// and a translator never means one. `nil` when there is none.
    static func controlCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: false
            case 0x00..<0x20, 0x7F...0x9F: true
            default: false
            }
        }
    }

    /// `U+001B (ESC)`: the code point, with the control's name where it has a common one.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0B: "VT", 0x0C: "FF", 0x1B: "ESC", 0x7F: "DEL", 0x85: "NEL", 0x9B: "CSI"]
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return "U+\(padded)" + (names[scalar.value].map { " (\($0))" } ?? "")
    }

    /// Why a translation cannot be written into a catalog, if it holds a control character.
    static func controlCharacterRefusal(_ text: String) -> String? {
        guard let scalar = controlCharacter(in: text) else { return nil }
        return "the translation contains \(describe(scalar)), a control character no catalog string should hold (a spreadsheet or editor put it there); remove it"
    }
}
