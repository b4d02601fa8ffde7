extension LocalizedContent {
    /// Puts `text` in state `state` at `components` (a variation path) below this content, making
    /// the variations, variants and substitutions on the way when they are missing. A new
    /// substitution takes its argument and specifier from the source language's substitution of
    /// the same name (`source`), as Xcode writes it in every language. New variants, substitutions
    /// and localizations go where Xcode sorts them, so that the file reads as Xcode would write it.
    ///
    /// Returns `false` for a path that is not a variation path, and for a text that Xcode could not
    /// hold there: a plain text where the content varies by plural or device, or a variant where
    /// it has a plain text (Xcode writes one or the other, never both).
    mutating func place(_ text: String, state: TranslationState, at components: ArraySlice<String>, source: LocalizedContent?, position: SourcePosition) -> Bool {
        guard let axis = components.first else {
            // Xcode writes a text beside substitutions, never beside plural or device variants.
            guard variations == nil || stringUnit != nil else { return false }
            if stringUnit != nil {
                stringUnit!.value.text = text
                stringUnit!.state = state
            } else {
                stringUnit = StringUnit(state: state, value: CatalogString(text, at: position), position: position)
            }
            return true
        }
        guard components.count >= 2 else { return false }
        let name = components[components.index(after: components.startIndex)]
        let rest = components.dropFirst(2)
        switch axis {
        case "substitutions":
            let sourceSubstitution = source?.substitution(named: name)
            var index = substitutions.firstIndex { $0.name == name }
            if index == nil {
                let made = Substitution(
                    name: name, namePosition: position, argNum: sourceSubstitution?.argNum,
                    formatSpecifier: sourceSubstitution?.formatSpecifier, position: position)
                let at = substitutions.firstIndex { XcodeKeyOrder.precedes(name, $0.name) } ?? substitutions.count
                substitutions.insert(made, at: at)
                index = at
            }
            var variations = substitutions[index!].variations ?? Variations(position: position)
            guard variations.place(text, state: state, at: rest, source: sourceSubstitution?.variations, position: position) else { return false }
            substitutions[index!].variations = variations
            return true
        case "plural", "device":
            guard stringUnit == nil || variations != nil else { return false }
            var made = variations ?? Variations(position: position)
            guard made.place(text, state: state, at: components, source: source?.variations, position: position) else { return false }
            variations = made
            return true
        default:
            return false
        }
    }
}

extension Variations {
    /// Puts `text` at `components`, which start with an axis (`plural one …`, `device ipad …`).
    mutating func place(_ text: String, state: TranslationState, at components: ArraySlice<String>, source: Variations?, position: SourcePosition) -> Bool {
        guard components.count >= 2, let axis = components.first else { return false }
        let name = components[components.index(after: components.startIndex)]
        let rest = components.dropFirst(2)
        switch axis {
        case "plural":
            let selector = PluralCategory(rawValue: name)
            return Self.place(text, state: state, in: &plural, selector: selector, name: name, rest: rest, source: source?.plural?[selector]?.content, position: position)
        case "device":
            let selector = DeviceKind(rawValue: name)
            return Self.place(text, state: state, in: &device, selector: selector, name: name, rest: rest, source: source?.device?[selector]?.content, position: position)
        default:
            return false
        }
    }

    private static func place<Selector>(
        _ text: String, state: TranslationState, in set: inout VariationSet<Selector>?, selector: Selector, name: String,
        rest: ArraySlice<String>, source: LocalizedContent?, position: SourcePosition
    ) -> Bool where Selector: CustomStringConvertible {
        var made = set ?? VariationSet(variants: [], position: position)
        var index = made.variants.firstIndex { $0.selector == selector }
        if index == nil {
            let at = made.variants.firstIndex { XcodeKeyOrder.precedes(name, $0.selector.description) } ?? made.variants.count
            made.variants.insert(Variant(selector: selector, selectorPosition: position, content: LocalizedContent(position: position)), at: at)
            index = at
        }
        guard made.variants[index!].content.place(text, state: state, at: rest, source: source, position: position) else { return false }
        set = made
        return true
    }
}

extension CatalogEntry {
    /// Puts `text` at `path` of the localization `language`, making the localization (where Xcode
    /// sorts it) when it is missing.
    mutating func place(_ text: String, state: TranslationState, language: String, path: VariationPath, sourceLanguage: String) -> Bool {
        let source = localization(sourceLanguage)?.content
        if let index = localizations.firstIndex(where: { $0.language == language }) {
            return localizations[index].content.place(text, state: state, at: path.components[...], source: source, position: position)
        }
        var content = LocalizedContent(position: position)
        guard content.place(text, state: state, at: path.components[...], source: source, position: position) else { return false }
        let at = localizations.firstIndex { XcodeKeyOrder.precedes(language, $0.language) } ?? localizations.count
        localizations.insert(Localization(language: language, languagePosition: position, content: content), at: at)
        return true
    }
}
