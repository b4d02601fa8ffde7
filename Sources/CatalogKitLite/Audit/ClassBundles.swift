/// Lookups in `Bundle(for: Name.self)`: the bundle of the target whose code declares the class,
/// wherever the lookup is written. addy's app and watch app look their text up in
/// `Bundle(for: SharedData.self)`, the `addy_shared` framework's bundle, whose catalog holds it;
/// their own catalogs keep stubs of the moved keys (51st study), which no lookup reads.
enum ClassBundles {
    /// The class a bundle's expression names: `Bundle(for: SharedData.self)` → `SharedData`.
    static func className(of bundle: LocalizedLookup.Bundle) -> String? {
        // Most bundles named otherwise are a property (`.shared`, `Self.bundle`): told by the start.
        guard case .other(let text) = bundle, text.utf8.starts(with: "Bundle(".utf8) else { return nil }
        let compact = text.filter { !$0.isWhitespace }
        let prefix = "Bundle(for:"
        let suffix = ".self)"
        guard compact.hasPrefix(prefix), compact.hasSuffix(suffix), compact.count > prefix.count + suffix.count else { return nil }
        let name = compact.dropFirst(prefix.count).dropLast(suffix.count)
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(name.split(separator: ".").last!)
    }

    /// Gives each lookup in `Bundle(for: Name.self)` the path of the file that declares the class
    /// `Name` (``LocalizedLookup/bundleFile``), found among the run's files; `files` are the lexed
    /// files in the order of `sources` (nil for one not read).
    static func resolve(_ sources: inout [ScannedSource], files: [SwiftLexedFile?]) {
        var wanted = Set<String>()
        for source in sources {
            for use in source.scan.uses {
                if case .localized(let lookup) = use.argument, let name = className(of: lookup.bundle) { wanted.insert(name) }
            }
            for other in source.scan.otherLookups {
                if let name = className(of: other.lookup.bundle) { wanted.insert(name) }
            }
        }
        guard !wanted.isEmpty else { return }
        var declaring: [String: String] = [:]
        for (index, file) in files.enumerated() {
            guard let file else { continue }
            // `class Name`: the keyword and the name, read token by token (no body is needed).
            for token in file.tokens.indices.dropLast() where file.tokens[token].keyword == .class && file.tokens[token + 1].kind == .identifier {
                let name = file.text(ofToken: token + 1)
                if wanted.contains(name), declaring[name] == nil { declaring[name] = sources[index].path }
            }
        }
        guard !declaring.isEmpty else { return }
        func resolved(_ lookup: LocalizedLookup) -> LocalizedLookup? {
            guard let name = className(of: lookup.bundle), let path = declaring[name] else { return nil }
            var found = lookup
            found.bundleFile = path
            return found
        }
        // Only the lookups that change are written: a source's uses are shared with the passes
        // before, and writing each would copy them.
        for index in sources.indices {
            for use in sources[index].scan.uses.indices {
                if case .localized(let lookup) = sources[index].scan.uses[use].argument, let found = resolved(lookup) {
                    sources[index].scan.uses[use].argument = .localized(found)
                }
            }
            for other in sources[index].scan.otherLookups.indices {
                if let found = resolved(sources[index].scan.otherLookups[other].lookup) { sources[index].scan.otherLookups[other].lookup = found }
            }
        }
    }
}
