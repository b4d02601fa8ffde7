extension VariationPath {
    /// The path as Xcode spells it in a unit id (`plural.one`, `substitutions.count.plural.other`):
    /// the components joined with dots, and a component that holds a dot itself (a substitution
    /// named `files.count`) between `@` signs (`substitutions.@files.count@.plural.one`), so that
    /// the dots of the name are not read as separators.
    public var unitIDSpelling: String {
        components.map { $0.contains(".") ? "@" + $0 + "@" : $0 }.joined(separator: ".")
    }

    /// Reads ``unitIDSpelling``: split on dots, except inside `@…@` around a name with dots.
    public init(unitIDSpelling text: String) {
        guard !text.isEmpty else {
            self.init()
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var components: [String] = []
        var index = 0
        while index < parts.count {
            let part = parts[index]
            // `@files` opens a name with dots; it closes at the first part that ends in `@`.
            if part.hasPrefix("@"), !(part.count >= 2 && part.hasSuffix("@")),
               let end = parts[(index + 1)...].firstIndex(where: { $0.hasSuffix("@") }) {
                let name = parts[index...end].joined(separator: ".")
                components.append(String(name.dropFirst().dropLast()))
                index = end + 1
                continue
            }
            components.append(part)
            index += 1
        }
        self.init(components)
    }
}
