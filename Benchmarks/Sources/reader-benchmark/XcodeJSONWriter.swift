import Foundation

/// Writes JSON the way Xcode writes String Catalogs: 2-space indent, `"key" : value`, raw UTF-8,
/// `/` unescaped, control characters escaped, an empty object as `{` newline, blank line, `}`, and
/// no trailing newline. The caller writes members in Xcode's (alphabetical) order.
///
/// A class, so that the entry writers share one buffer instead of copying it. Output goes through a
/// 1 MiB buffer to a file handle, so a catalog of any size is written in constant memory.
final class XcodeJSONWriter {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// One flag per open object: whether it already has a member (then the next needs a comma).
    private var hasMembers: [Bool] = []
    /// Bytes written so far, flushed or not.
    private(set) var byteCount = 0

    /// Creates a writer that appends to `handle`.
    init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(1 << 20)
    }

    /// Writes `{`.
    func beginObject() {
        append("{")
        hasMembers.append(false)
    }

    /// Writes `}` on its own line, or the blank line Xcode puts into an empty object.
    func endObject() {
        let hadMembers = hasMembers.removeLast()
        append(hadMembers ? "\n" : "\n\n")
        indent()
        append("}")
    }

    /// Writes a member name and ` : `; the value comes next.
    func member(_ name: String) {
        if hasMembers[hasMembers.count - 1] { append(",") }
        hasMembers[hasMembers.count - 1] = true
        append("\n")
        indent()
        string(name)
        append(" : ")
    }

    /// Writes a member whose value is a string.
    func member(_ name: String, _ value: String) {
        member(name)
        string(value)
    }

    /// Writes a member whose value is a number.
    func member(_ name: String, _ value: Int) {
        member(name)
        append(String(value))
    }

    /// Writes a member whose value is `true` or `false`.
    func member(_ name: String, _ value: Bool) {
        member(name)
        append(value ? "true" : "false")
    }

    /// Writes a quoted, escaped string.
    func string(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x09: append("\\t")
            case 0x0D: append("\\r")
            case 0..<0x20: append("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    /// Writes what is buffered.
    func flush() {
        byteCount += buffer.count
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    private func indent() {
        for _ in 0..<hasMembers.count { buffer.append(UInt8(ascii: " ")); buffer.append(UInt8(ascii: " ")) }
    }

    private func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    private func flushIfFull() {
        if buffer.count >= 1 << 20 { flush() }
    }
}
