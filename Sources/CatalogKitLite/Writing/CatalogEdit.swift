import Foundation

/// The bytes of a changed catalog, written so that a pull request's diff shows the change and
/// nothing else, in whatever layout the file has.
public enum CatalogEdit {
    /// The bytes of `changed`, a changed copy of `originalCatalog`, which was read from `original`.
    ///
    /// A file in Xcode's layout (``CatalogWriter`` gives its bytes back) is written by
    /// ``CatalogWriter``. Any other file keeps its own layout: only the strings that changed are
    /// written into the original bytes (``CatalogSplice``). When that cannot be done, the file is
    /// written whole in Xcode's layout and `reformatReason` says why the file is not in it.
    public static func bytes(
        original: [UInt8], originalCatalog: Catalog, changed: Catalog
    ) throws(CatalogWriteError) -> (bytes: [UInt8], reformatReason: String?) {
        let writer = CatalogWriter()
        let rewritten = try writer.bytes(for: originalCatalog)
        let whole = try writer.bytes(for: changed)
        if rewritten == original { return (whole, nil) }
        let layout = layoutDifference(original, rewritten)
        guard originalCatalog.entries.count == changed.entries.count,
              zip(originalCatalog.entries, changed.entries).allSatisfy({ $0.key == $1.key }) else {
            return (whole, "\(layout); and its keys changed")
        }
        let keys = zip(originalCatalog.entries, changed.entries).filter { $0 != $1 }.map(\.1.key)
        let spliced: [UInt8]
        do throws(CatalogSplice.Failure) {
            spliced = try CatalogSplice.bytes(original: original, newText: whole, keys: keys)
        } catch {
            return (whole, "\(layout); and \(error.reason)")
        }
        // Written into its own layout only when it reads back as the changed catalog, with no
        // more problems than it had.
        let reread = CatalogReader.decode(spliced, path: changed.path)
        let before = CatalogReader.decode(original, path: originalCatalog.path).diagnostics.count
        guard let catalog = reread.catalog, reread.isComplete, reread.diagnostics.count == before,
              try writer.bytes(for: catalog) == whole else {
            return (whole, "\(layout); and the change does not read back in its own layout")
        }
        return (spliced, nil)
    }

    /// Where a file's layout first differs from Xcode's, for the message: `line 3: "key": value
    /// where Xcode writes "key" : value`.
    static func layoutDifference(_ original: [UInt8], _ xcode: [UInt8]) -> String {
        let originalLines = original.split(separator: 0x0A, omittingEmptySubsequences: false)
        let xcodeLines = xcode.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, (line, xcodeLine)) in zip(originalLines, xcodeLines).enumerated() where line != xcodeLine {
            let have = String(decoding: line.prefix(60), as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let want = String(decoding: xcodeLine.prefix(60), as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return "line \(index + 1) is \(quoted(have)) where Xcode writes \(quoted(want))"
        }
        return originalLines.count < xcodeLines.count ? "it ends early" : "it has more lines than Xcode writes"
    }
}
