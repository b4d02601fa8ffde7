/// Reads the texts of a `.strings` table (`"key" = "value";` entries, comments allowed): the old
/// format a module may ship beside its String Catalogs, one file per language in `xx.lproj`.
///
/// The entries are an OpenStep dictionary without its braces, so ``PropertyListReader`` reads
/// them. Xcode writes UTF-8; older tables are often UTF-16 with a byte-order mark, which is
/// decoded first (UTF-16 without a mark is told by its zero bytes).
package enum StringsFileReader {
    /// The entries in file order, or a syntax error whose position counts from the file's first
    /// character (UTF-16 tables are decoded to UTF-8 first, so columns count UTF-8 bytes).
    package static func entries(of bytes: [UInt8]) throws(PropertyListSyntaxError) -> [(key: String, value: String)] {
        let text = utf8(bytes)
        // The braces go on lines of their own before and after, so that lines keep their numbers
        // but for the first, whose columns are one more.
        let wrapped = [UInt8(ascii: "{")] + text + [UInt8(ascii: "\n"), UInt8(ascii: "}")]
        let document: PropertyListDocument
        do {
            document = try PropertyListReader.parse(wrapped)
        } catch {
            var shifted = error
            if shifted.position.line == 1, shifted.position.column > 1 { shifted.position.column -= 1 }
            throw shifted
        }
        return document.root.dictionary?.entries.compactMap { entry in entry.value.string.map { (entry.key, $0) } } ?? []
    }

    /// The table's bytes as UTF-8: a UTF-16 table (with a byte-order mark, or ASCII written as
    /// UTF-16 without one) is decoded, and a UTF-8 byte-order mark dropped.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let littleEndian: Bool
        var start = 0
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
            start = 2
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
            start = 2
        } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[1] == 0, bytes[0] != 0 {
            littleEndian = true
        } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0 {
            littleEndian = false
        } else {
            return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
