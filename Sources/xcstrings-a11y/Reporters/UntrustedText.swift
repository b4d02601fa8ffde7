/// Text from a catalog (keys, values, comments, and the messages that quote them) made safe to show
/// on one line of any report.
///
/// Every format escapes its own syntax as well (JSON, XML, Markdown, workflow commands); this is the
/// layer below that: whatever a format's viewer does with the text, it cannot start a new line,
/// drive a terminal (escape sequences), or reorder what a reader sees (bidirectional overrides, the
/// "Trojan Source" trick).
enum UntrustedText {
    /// `text` with control characters, line and paragraph separators and bidirectional controls
    /// replaced by visible escapes such as `\n` and `\u{1B}`.
    static func oneLine(_ text: String) -> String {
        let safe = terminalSafe(text)
        guard safe.unicodeScalars.contains(where: isInvisibleControl) else { return safe }
        var result = ""
        for scalar in safe.unicodeScalars {
            if isInvisibleControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Line and paragraph separators, the next-line character, and the bidirectional controls.
    private static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x0085: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
