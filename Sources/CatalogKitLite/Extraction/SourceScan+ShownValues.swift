extension SourceScan {
    /// Whether every value a hint interpolates into its text (`model.count` in `.help(Text("Keeps about
    /// \(model.count) photos"))`) is also interpolated into other text of the file that is no hint:
    /// a label, value or announcement, a visible title, or any other lookup (`String(localized:
    /// "About \(model.count) photos")` shown by a `Text`). The file stands for the screen: the value
    /// is shown there, so the hint is not the only place it is heard.
    ///
    /// - Parameter use: The index of the hint's use in ``uses``.
    package func showsValuesElsewhere(ofUse use: Int) -> Bool {
        guard case .localized(let hint) = uses[use].argument else { return false }
        var missing = Set(hint.key.interpolatedValues)
        guard !missing.isEmpty else { return false }
        func take(_ literal: SwiftStringLiteral) {
            // The hint's own literal, wherever else the reader lists it, shows nothing.
            guard literal.position != hint.key.position else { return }
            missing.subtract(literal.interpolatedValues)
        }
        for (index, other) in uses.enumerated() where index != use && other.role != .hint {
            other.argument.literal.map(take)
        }
        for title in visibleTitles { title.argument.literal.map(take) }
        for other in otherLookups { take(other.lookup.key) }
        return missing.isEmpty
    }
}

extension SpokenArgument {
    /// The literal the code writes, or `nil` for a dynamic value.
    package var literal: SwiftStringLiteral? {
        switch self {
        case .localized(let lookup): lookup.key
        case .hardCoded(let literal), .untranslatable(let literal): literal
        case .dynamic: nil
        }
    }
}
