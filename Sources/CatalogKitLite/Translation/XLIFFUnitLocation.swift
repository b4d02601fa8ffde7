/// Where a unit comes from, as a location of the XLIFF `<context-group purpose="location">`:
/// `Catalog/Path/Localizable.xcstrings#key|==|plural.one`.
///
/// Export writes one into every unit because a unit's id and its file's `original` do not survive
/// every tool: Translate Toolkit's `xliff2po` keeps only locations (as PO `#:` references, and as
/// `msgctxt` for units whose English is the same), and `po2xliff` numbers the units and names the
/// PO file as `original`. The location goes through both unchanged, so `import` finds each unit's
/// catalog and id in it when the file's `original` is not a catalog.
public enum XLIFFUnitLocation {
    /// What separates the catalog's path from the unit's id.
    static let separator = ".xcstrings#"

    /// The location of the unit `id` of the catalog at `catalogPath`.
    public static func text(catalogPath: String, id: String) -> String {
        catalogPath + "#" + id
    }

    /// The catalog path and unit id of a location written by ``text(catalogPath:id:)``; `nil` for
    /// any other location. The path ends at the first `.xcstrings#`.
    public static func parse(_ location: String) -> (catalogPath: String, id: String)? {
        guard let range = location.range(of: separator) else { return nil }
        let catalogPath = String(location[..<range.upperBound].dropLast())
        return (catalogPath, String(location[range.upperBound...]))
    }
}
