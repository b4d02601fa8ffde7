/// Writes the changed strings of a catalog into the bytes of a file that is not in Xcode's layout,
/// and leaves every other byte as it was: its indentation, its escapes (`\u00fc`, `\/`), its key
/// order, its other strings. A pull request then shows the new translations and nothing else.
///
/// The changed catalog is written by ``CatalogWriter`` and both texts are read as JSON trees; for
/// each changed key the two trees are walked together (without recursion). A member both have with
/// the same content is left alone; a value that differs is replaced, in the file's style
/// (``JSONLayoutStyle``), where it stands; a member only the new text has is inserted after the
/// member it follows there, or first. Members only the old text has are kept (the changes this is
/// for never remove one). The caller checks the result reads back as the changed catalog.
enum CatalogSplice {
    /// Why the change cannot be written into the file's own layout.
    struct Failure: Error {
        var reason: String
    }

    /// One replacement of the original bytes: `range` by `text`; insertions have an empty range.
    private struct Edit {
        var range: Range<Int>
        var text: String
        /// The order edits were made in, for edits at one offset (insertions after one member).
        var order: Int
    }

    /// `original` with the values of `keys` (of `strings`) as `newText` has them.
    static func bytes(original: [UInt8], newText: [UInt8], keys: [String]) throws(Failure) -> [UInt8] {
        let originalRoot: JSONValue, newRoot: JSONValue
        do {
            originalRoot = try JSONReader.parse(original).value
            newRoot = try JSONReader.parse(newText).value
        } catch {
            throw Failure(reason: "the file cannot be read as JSON: \(error)")
        }
        guard let originalStrings = originalRoot[member: "strings"], originalStrings.members != nil,
              let newStrings = newRoot[member: "strings"] else {
            throw Failure(reason: "the file has no \"strings\" object")
        }
        let style = JSONLayoutStyle(of: original, root: originalRoot)
        var pairs: [(old: JSONValue, new: JSONValue)] = []
        for key in keys.reversed() {
            guard let old = originalStrings[member: key], let new = newStrings[member: key] else {
                throw Failure(reason: "the key \(quoted(key)) is not in both versions")
            }
            pairs.append((old, new))
        }
        var edits: [Edit] = []
        func add(_ range: Range<Int>, _ text: String) {
            edits.append(Edit(range: range, text: text, order: edits.count))
        }
        while let (old, new) = pairs.popLast() {
            guard !sameContent(old, new) else { continue }
            guard let oldMembers = old.members, !oldMembers.isEmpty, let newMembers = new.members else {
                guard let end = JSONSpan.end(of: old.position.offset, in: original) else { throw Failure(reason: "a value ends early") }
                add(old.position.offset..<end, style.render(new, indent: lineIndentation(at: old.position.offset, in: original)))
                continue
            }
            let lead = try memberLead(of: old, in: original, style: style)
            var previous: JSONMember?
            var children: [(old: JSONValue, new: JSONValue)] = []
            for member in newMembers {
                if let existing = oldMembers.last(where: { $0.name == member.name }) {
                    children.append((existing.value, member.value))
                    previous = existing
                    continue
                }
                // The members' indentation: what follows the lead's line end (by scalar: "\r\n" is
                // one Character).
                let indentation = String(String.UnicodeScalarView(lead.unicodeScalars.reversed().prefix { $0 != "\n" }.reversed()))
                let text = style.string(member.name) + style.nameSeparator + style.render(member.value, indent: indentation)
                if let previous {
                    guard let end = JSONSpan.end(of: previous.value.position.offset, in: original) else { throw Failure(reason: "a value ends early") }
                    add(end..<end, "," + lead + text)
                } else {
                    let start = oldMembers[0].namePosition.offset
                    add(start..<start, text + "," + lead)
                }
            }
            pairs += children.reversed()
        }
        edits.sort { ($0.range.lowerBound, $0.order) < ($1.range.lowerBound, $1.order) }
        var result: [UInt8] = []
        result.reserveCapacity(original.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        for edit in edits {
            guard edit.range.lowerBound >= position else { throw Failure(reason: "two changes overlap") }
            result += original[position..<edit.range.lowerBound]
            result += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        result += original[position...]
        return result
    }

    /// What stands before each member of a non-empty object after its comma: a line end and the
    /// members' indentation, or the style's space between members on one line.
    private static func memberLead(of object: JSONValue, in bytes: [UInt8], style: JSONLayoutStyle) throws(Failure) -> String {
        guard let first = object.members?.first else { return "" }
        let between = bytes[(object.position.offset + 1)..<first.namePosition.offset]
        if between.contains(0x0A) {
            // From the line end on: "\n" and the indentation ("\r\n" keeps its carriage return).
            let lineEnd = between.lastIndex(of: 0x0A)!
            let start = lineEnd > between.startIndex && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
            return String(decoding: bytes[start..<first.namePosition.offset], as: UTF8.self)
        }
        return style.indentUnit == nil ? style.itemSpace : String(decoding: between, as: UTF8.self)
    }

    /// The white space that starts the line `offset` is on.
    private static func lineIndentation(at offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether two values hold the same JSON (positions aside), compared without recursion.
    static func sameContent(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            switch (left.content, right.content) {
            case (.object(let a), .object(let b)):
                guard a.count == b.count else { return false }
                for (x, y) in zip(a, b) {
                    guard x.name == y.name else { return false }
                    pending.append((x.value, y.value))
                }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending += zip(a, b).map { ($0, $1) }
            case (.string(let a), .string(let b)): guard a == b else { return false }
            case (.number(let a), .number(let b)): guard a == b else { return false }
            case (.bool(let a), .bool(let b)): guard a == b else { return false }
            case (.null, .null): continue
            default: return false
            }
        }
        return true
    }
}
