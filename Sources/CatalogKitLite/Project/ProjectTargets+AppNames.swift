extension ProjectTargets {
    /// The names of the app that the targets belong to, one word each, sorted: each target's
    /// project's name, and of the targets that are apps their names and the product and display
    /// names their shipping configurations set (`PRODUCT_NAME`, `INFOPLIST_KEY_CFBundleDisplayName`),
    /// split at anything not a letter or digit. A catalog's texts write them as no word of their
    /// language is written: "Aether" in "Aether Datenschutzrichtlinie" (the 46th study) is the app,
    /// not "Äther". An extension's or a framework's name is often a word ("Share", "Widgets",
    /// "Core"), and a test target names no app; a setting still holding a `$(…)` reference is left out.
    public func appNames(of ids: [ID]) -> [String] {
        var names = Set<String>()
        func add(_ text: String) { names.formUnion(Self.nameWords(text)) }
        for id in ids where !self[id].kind.isTests {
            add(projects[id.project].name)
            guard self[id].kind == .app else { continue }
            add(self[id].name)
            for configuration in self[id].shippingConfigurations {
                for key in ["PRODUCT_NAME", "INFOPLIST_KEY_CFBundleDisplayName"] {
                    let (text, isCertain) = configuration.value(key)
                    if isCertain, !text.contains("$(") { add(text) }
                }
            }
        }
        return names.sorted()
    }

    /// The words of a name, split at anything not a letter or digit, those of two characters at
    /// least that hold a letter: "Tungsten Edge 钨极" gives "Tungsten", "Edge", "钨极".
    public static func nameWords(_ text: String) -> [String] {
        let words: [Substring] = text.split(whereSeparator: { (character: Character) in !character.isLetter && !character.isNumber })
        return words.filter { $0.count >= 2 && $0.contains(where: \.isLetter) }.map(String.init)
    }

    /// The names of the app a catalog belongs to: those of the targets that copy it, else (a
    /// catalog no target copies, such as a stray `InfoPlist.xcstrings` beside the app's sources)
    /// those of every target of the projects whose folder holds it.
    ///
    /// - Parameter path: The catalog's path, absolute and standardized.
    public func appNames(ofCatalogAt path: String, bundling: [ID]) -> [String] {
        guard bundling.isEmpty else { return appNames(of: bundling) }
        let holding = allTargets.filter { id in
            let folder = projects[id.project].folder
            return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
        return appNames(of: holding)
    }
}
