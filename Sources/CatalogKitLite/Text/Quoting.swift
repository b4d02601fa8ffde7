/// A text in double quotes for a message: at most `limit` Unicode scalars (then "…"), with line
/// breaks, tabs, other control characters, line separators and bidirectional controls escaped
/// (``visibleEscape(_:)``: `\n`, `\t`, `\u{202E}`), so that a message stays on one line and in
/// order, and shows exactly what the file holds. Quotes and backslashes are left as
/// they are: an interpolation `\(count)` reads as the catalog has it. The one way every message
/// of the tool quotes text: catalog checks, speech rules and the reader's errors.
package func quoted(_ text: String, limit: Int = 80) -> String {
    var bytes: [UInt8] = []
    if appendQuotedIfPlain(text.utf8, limit: limit, to: &bytes) { return String(decoding: bytes, as: UTF8.self) }
    // Runs of scalars that need no escape are appended whole: a message about non-ASCII text
    // (German, emoji) is made in a few appends, not one per scalar.
    var result = "\""
    let scalars = text.unicodeScalars
    var runStart = scalars.startIndex
    var index = scalars.startIndex
    var count = 0
    while index < scalars.endIndex, count < limit {
        if let escape = visibleEscape(scalars[index]) {
            result += String(scalars[runStart..<index])
            result += escape
            runStart = scalars.index(after: index)
        }
        index = scalars.index(after: index)
        count += 1
    }
    result += String(scalars[runStart..<index])
    if index < scalars.endIndex { result += "…" }
    return result + "\""
}

/// A name or word from a file in single quotes for a message (`'de'`, `'rules.emoji'`), escaped as
/// ``quoted(_:limit:)`` escapes (and cut after `limit` scalars), so that a name taken from a
/// configuration or a path cannot break the message's line or forge one of its own.
package func named(_ text: String, limit: Int = 80) -> String {
    let inner = quoted(text, limit: limit)
    return "'" + inner.dropFirst().dropLast() + "'"
}

/// A text with ``visibleEscape(_:)`` applied to every scalar and nothing cut: a path or name in a
/// message's fixed place (`path:line:column:`), kept on one line.
package func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { visibleEscape($0) != nil }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if let escape = visibleEscape(scalar) { result += escape } else { result.unicodeScalars.append(scalar) }
    }
    return result
}

/// Appends ``quoted(_:limit:)`` of text as bytes when the text starts with printable ASCII (which
/// needs no escape), and says whether it did: the quote is then the text's first `limit` bytes, and
/// only the first `limit + 1` are read, so quoting long text costs no more than short text. The
/// fast path of messages about plain text, which most are.
package func appendQuotedIfPlain<Bytes: Collection<UInt8>>(_ utf8: Bytes, limit: Int, to bytes: inout [UInt8]) -> Bool {
    func append(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let head = buffer.prefix(limit + 1)
        guard head.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
        let kept = min(buffer.count, limit)
        bytes.reserveCapacity(bytes.count + kept + 5)
        bytes.append(0x22)
        bytes.append(contentsOf: buffer.prefix(kept))
        if kept < buffer.count { bytes.append(contentsOf: "…".utf8) }
        bytes.append(0x22)
        return true
    }
    if let appended = utf8.withContiguousStorageIfAvailable(append) { return appended }
    return Array(utf8).withUnsafeBufferPointer(append)
}

/// The visible escape of a scalar that would act on whoever shows a text instead of being seen:
/// `\n`, `\r` and `\t`; `\u{1B}` and the like for the other C0 and C1 controls and DEL, the line
/// and paragraph separators (U+2028, U+2029) and the bidirectional controls (U+061C, U+200E,
/// U+200F, U+202A–U+202E, U+2066–U+2069, the "Trojan Source" scalars); `nil` for every other
/// scalar. Messages and every report format escape with this one list.
package func visibleEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x0A: "\\n"
    case 0x0D: "\\r"
    case 0x09: "\\t"
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: nil
    }
}
