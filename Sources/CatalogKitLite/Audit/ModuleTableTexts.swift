/// The texts a module ships in its other tables, beside the catalog being audited: its other String
/// Catalogs and its `.strings` files. Rules that compare a catalog's strings (German "du" against
/// "Sie") count them as the app's style: a Mac app whose `MainMenu` catalog has three "Sie" help
/// texts and two "du" ones, while its `Localizable.strings` says "du" throughout, addresses its users
/// with "du" (60th study), and the three are the ones to change.
///
/// Only modules with more than one table are read, each table once, in the languages the audit
/// keeps for the module; texts that are stale or not to be translated are left out, as in the
/// catalog itself.
package struct ModuleTableTexts: Sendable {
    /// The texts of each table, by table.
    private var tables: [[AuditedText]] = []
    /// The tables of each catalog's module, by catalog index: indices into ``tables``.
    private var tablesOfModule: [Int: [Int]] = [:]
    /// The table each catalog is, by catalog index.
    private var tableOfCatalog: [Int: Int] = [:]

    /// No other tables.
    package static let none = ModuleTableTexts()

    private init() {}

    /// Reads the tables of every module that has more than one.
    ///
    /// - Parameters:
    ///   - catalogs: The catalogs of the run, in audit order.
    ///   - stringsFiles: Each `.strings` file's module (``DiscoveredFiles/stringsFileModules``).
    ///   - languages: The languages the audit keeps for a catalog's source language and module.
    package init(
        catalogs: [DiscoveredCatalog], stringsFiles: [String: String], jobs: Int, maximumFileSize: Int,
        languages: @escaping @Sendable (_ sourceLanguage: String, _ catalog: DiscoveredCatalog) -> [String]
    ) {
        var catalogsOfModule: [String: [Int]] = [:]
        for (index, catalog) in catalogs.enumerated() { catalogsOfModule[catalog.module, default: []].append(index) }
        var stringsOfModule: [String: [String]] = [:]
        for (path, module) in stringsFiles where catalogsOfModule[module] != nil { stringsOfModule[module, default: []].append(path) }
        let modules = catalogsOfModule.keys.sorted().filter { catalogsOfModule[$0, default: []].count + stringsOfModule[$0, default: []].count > 1 }
        guard !modules.isEmpty else { return }
        let (catalogsOf, stringsOf) = (catalogsOfModule, stringsOfModule)
        let read = parallelMap(modules, jobs: jobs) { module -> [(catalog: Int?, texts: [AuditedText])] in
            var result: [(catalog: Int?, texts: [AuditedText])] = []
            var kept: [String] = []
            for index in catalogsOf[module, default: []] {
                let found = catalogs[index]
                let selection = LanguageSelection { languages($0, found) }
                let loaded = CatalogLoader.read(found, languages: selection, maximumFileSize: maximumFileSize)
                guard let catalog = loaded.catalog else {
                    result.append((index, []))
                    continue
                }
                for language in catalog.languages where !kept.contains(where: { LanguageTag.same($0, language) }) { kept.append(language) }
                result.append((index, Self.texts(of: catalog)))
            }
            for path in stringsOf[module, default: []].sorted() {
                guard let language = Self.language(ofStringsFileAt: path), kept.contains(where: { LanguageTag.same($0, language) }),
                      let bytes = try? FileBytes.read(path: path, maximumSize: maximumFileSize),
                      let entries = try? StringsFileReader.entries(of: bytes) else { continue }
                result.append((nil, entries.map { AuditedText(text: $0.value, language: language, role: nil) }))
            }
            return result
        }
        for tablesRead in read {
            var indices: [Int] = []
            for table in tablesRead {
                if let catalog = table.catalog { tableOfCatalog[catalog] = tables.count }
                indices.append(tables.count)
                tables.append(table.texts)
            }
            for table in tablesRead { if let catalog = table.catalog { tablesOfModule[catalog] = indices } }
        }
    }

    /// The texts of the other tables of a catalog's module, in `languages`.
    package func texts(besides catalog: Int, languages: [String]) -> [AuditedText] {
        guard let indices = tablesOfModule[catalog] else { return [] }
        let own = tableOfCatalog[catalog]
        return indices.filter { $0 != own }.flatMap { tables[$0] }.filter { text in
            languages.contains { LanguageTag.same($0, text.language) }
        }
    }

    /// The spoken texts of a catalog in every language it was read in.
    private static func texts(of catalog: Catalog) -> [AuditedText] {
        var texts: [AuditedText] = []
        for entry in catalog.entries where CatalogAudit.isSpoken(entry) {
            for language in catalog.languages {
                for located in entry.localization(language)?.content.stringUnits() ?? [] {
                    texts.append(AuditedText(text: located.unit.value.text, language: language, role: nil))
                }
            }
        }
        return texts
    }

    /// The language of a `.strings` file, the name of its `.lproj` folder (`de` for
    /// `de.lproj/Localizable.strings`); `nil` for `Base.lproj` and a file outside one.
    static func language(ofStringsFileAt path: String) -> String? {
        let folders = path.split(separator: "/")
        guard folders.count >= 2 else { return nil }
        let folder = folders[folders.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" || language.isEmpty ? nil : language
    }
}
