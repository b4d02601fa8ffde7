import CatalogKitLite

/// The region a finding covers in its file, for formats that want a start and an end (SARIF,
/// GitHub annotations): from the finding's position to the end of the JSON string it points into.
///
/// Findings carry only where they start. A finding on a value or a key starts at (or inside) a JSON
/// string, which never spans lines, so its end is the column after the closing quote. A finding on
/// an object (a `plural` that lacks a branch) covers one character. Columns count Unicode scalars,
/// as the positions do.
final class SourceRegions {
    /// A region: 1-based, the end column exclusive (the column after the last character).
    struct Region: Hashable, Sendable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    private var files: [String: [UInt8]] = [:]

    /// The region of a finding. Reads each catalog once per run (the reporters run after the audit,
    /// so the bytes are read again; a file changed or gone since then gives a one-character region).
    func region(of finding: Finding) -> Region {
        let position = finding.location.position
        let point = Region(startLine: position.line, startColumn: position.column, endLine: position.line, endColumn: position.column + 1)
        let bytes = bytes(of: finding.location.file)
        var index = position.offset
        guard index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "[") else { return point }
        var scalars = 0
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            scalars += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return Region(startLine: position.line, startColumn: position.column, endLine: position.line, endColumn: position.column + scalars + 1) }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                // An escape is two or more scalars in the file; all of them count, the quote it may
                // escape does not end the string.
                index += 2
                scalars += 2
                continue
            }
            // A scalar is one lead byte plus its continuation bytes (10xxxxxx).
            if byte & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return point
    }

    private func bytes(of path: String) -> [UInt8] {
        if let cached = files[path] { return cached }
        let read = (try? FileBytes.read(path: path)) ?? []
        files[path] = read
        return read
    }
}
