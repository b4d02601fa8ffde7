import CatalogKitLite

/// Text from a catalog, a path or a folder name (keys, values, comments, module names, languages,
/// and the messages that quote them) made safe to show on one line of any report.
///
/// This is the one escaping loop of the reports. Each format family passes the few scalars of its
/// own syntax (Markdown, XML, workflow commands); the layer below is the same for all of them:
///
/// - Whatever a viewer does with the text, it cannot start a new line, drive a terminal (escape
///   sequences) or reorder what a reader sees (bidirectional controls, the "Trojan Source" trick):
///   those scalars become visible escapes such as `\n`, `\u{1B}` and `\u{202E}`
///   (``CatalogKitLite/visibleEscape(_:)``).
/// - In text that a CI runner reads line by line (``logLine(_:)``), no workflow command can form:
///   a `:` right after a `:` is written `\u{3A}` (so `::error::` becomes `:\u{3A}error:\u{3A}`) and a
///   `[` right after `##` is written `\u{5B}` (`##[add-mask]` becomes `##\u{5B}add-mask]`).
///
/// Escaping goes scalar by scalar, never by `Character`: a Markdown or HTML parser sees scalars, so
/// a `<` or `|` inside a grapheme cluster (after U+0600, before a combining mark) is still a `<`
/// or `|` to it.
enum UntrustedText {
    /// `text` with every control, line and paragraph separator and bidirectional control replaced
    /// by a visible escape.
    static func oneLine(_ text: String) -> String {
        escaped(text)
    }

    /// `text` as ``oneLine(_:)``, and with `::` and `##[` broken, for a line a CI runner reads (the
    /// `text` and `github` formats, `coverage` and `catalogs`): GitHub's runner takes `::` at the
    /// start of a line, after white space, as a command and its legacy parser `##[` anywhere.
    static func logLine(_ text: String) -> String {
        escaped(text, commandBreak: visibleCommandBreak)
    }

    /// The escape of a `:` or `[` that would complete `::` or `##[`, in the tool's visible form.
    static func visibleCommandBreak(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The one loop: each scalar as `special` writes it (a format's own syntax), else as its
    /// visible escape, else, with a `commandBreak`, a `:` after a `:` and a `[` after `##` as
    /// `commandBreak` writes them; every other scalar as it is. What came before is judged on the
    /// output, so no `::` or `##[` remains in it whatever the input.
    static func escaped(
        _ text: String, commandBreak: ((Unicode.Scalar) -> String)? = nil, special: (Unicode.Scalar) -> String? = { _ in nil }
    ) -> String {
        guard needsEscaping(text, breaksCommands: commandBreak != nil, special: special) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        // The last two scalars written.
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            var replacement = special(scalar) ?? visibleEscape(scalar)
            if replacement == nil, let commandBreak,
               (scalar == ":" && last == ":") || (scalar == "[" && last == "#" && beforeLast == "#") {
                replacement = commandBreak(scalar)
            }
            guard let replacement else {
                result.unicodeScalars.append(scalar)
                (beforeLast, last) = (last, scalar)
                continue
            }
            result += replacement
            for written in replacement.unicodeScalars { (beforeLast, last) = (last, written) }
        }
        return result
    }

    /// Whether ``escaped(_:commandBreak:special:)`` would change `text`: the usual text (a message
    /// with a single `:`, a path) is returned as it is, without a copy.
    private static func needsEscaping(_ text: String, breaksCommands: Bool, special: (Unicode.Scalar) -> String?) -> Bool {
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if special(scalar) != nil || visibleEscape(scalar) != nil { return true }
            if breaksCommands, (scalar == ":" && last == ":") || (scalar == "[" && last == "#" && beforeLast == "#") { return true }
            (beforeLast, last) = (last, scalar)
        }
        return false
    }
}
