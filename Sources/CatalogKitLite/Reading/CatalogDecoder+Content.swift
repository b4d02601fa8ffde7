// Localized content: string units, string sets, variations and substitutions.

extension CatalogDecoder {
    /// Reads the content of a localization, variant or substitution branch.
    mutating func decodeContent(_ what: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> LocalizedContent? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, what(), &reader) else { return nil }
        guard contentDepth < Self.maximumContentDepth else {
            schemaError("variations and substitutions are nested deeper than \(Self.maximumContentDepth) levels; this part is skipped", at: start)
            try reader.skipValue()
            return nil
        }
        contentDepth += 1
        defer { contentDepth -= 1 }
        var content = LocalizedContent(position: start)
        try forEachMember(&reader) { decoder, reader, name, namePosition throws(JSONSyntaxError) in
            switch name {
            case "stringUnit":
                content.stringUnit = try decoder.decodeStringUnit(&reader)
            case "stringSet":
                content.stringSet = try decoder.decodeStringSet(&reader)
            case "variations":
                content.variations = try decoder.decodeVariations(&reader)
            case "substitutions":
                content.substitutions = try decoder.decodeSubstitutions(&reader)
            default:
                content.unknownFields.append(JSONMember(name: name, namePosition: namePosition, value: try reader.readValue()))
            }
        }
        return content
    }

    private mutating func decodeStringUnit(_ reader: inout JSONReader) throws(JSONSyntaxError) -> StringUnit? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'stringUnit'", &reader) else { return nil }
        var state: CatalogString?
        var value: CatalogString?
        var hasValueMember = false
        var unknown: [JSONMember] = []
        try forEachMember(&reader) { decoder, reader, name, namePosition throws(JSONSyntaxError) in
            switch name {
            case "state":
                state = try decoder.decodeString(name, &reader)
            case "value":
                hasValueMember = true
                value = try decoder.decodeString(name, &reader)
            default:
                unknown.append(JSONMember(name: name, namePosition: namePosition, value: try reader.readValue()))
            }
        }
        guard let value else {
            // A `value` of the wrong kind was reported where it stands.
            if !hasValueMember { schemaError("the 'stringUnit' has no 'value'", at: start) }
            return nil
        }
        return StringUnit(state: state.map { TranslationState(rawValue: $0.text) }, value: value, position: start, unknownFields: unknown)
    }

    private mutating func decodeStringSet(_ reader: inout JSONReader) throws(JSONSyntaxError) -> StringSet? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'stringSet'", &reader) else { return nil }
        var state: CatalogString?
        var values: [CatalogString] = []
        try forEachMember(&reader) { decoder, reader, name, _ throws(JSONSyntaxError) in
            switch name {
            case "state":
                state = try decoder.decodeString(name, &reader)
            case "values":
                guard try decoder.expect(.array, "'values'", &reader) else { return }
                try reader.beginArray()
                while try reader.nextElement() {
                    if let text = try decoder.decodeString("an element of 'values'", &reader) { values.append(text) }
                }
            default:
                try reader.skipValue()
            }
        }
        return StringSet(state: state.map { TranslationState(rawValue: $0.text) }, values: values, position: start)
    }

    private mutating func decodeVariations(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Variations? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'variations'", &reader) else { return nil }
        var variations = Variations(position: start)
        try forEachMember(&reader) { decoder, reader, axis, axisPosition throws(JSONSyntaxError) in
            switch axis {
            case "plural":
                variations.plural = try decoder.decodeVariationSet(axis, &reader, PluralCategory.init(rawValue:))
            case "device":
                variations.device = try decoder.decodeVariationSet(axis, &reader, DeviceKind.init(rawValue:))
            default:
                decoder.diagnostics.append(CatalogDiagnostic(
                    .catalogSchema, .warning,
                    "unknown variation axis \(quoted(axis)) (Xcode writes 'plural' and 'device'); it is kept but not checked",
                    at: axisPosition))
                variations.unknownAxes.append(JSONMember(name: axis, namePosition: axisPosition, value: try reader.readValue()))
            }
        }
        return variations
    }

    private mutating func decodeVariationSet<Selector>(
        _ axis: String, _ reader: inout JSONReader, _ makeSelector: (String) -> Selector
    ) throws(JSONSyntaxError) -> VariationSet<Selector>? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'\(axis)'", &reader) else { return nil }
        var variants: [Variant<Selector>] = []
        try forEachMember(&reader) { decoder, reader, name, namePosition throws(JSONSyntaxError) in
            guard let content = try decoder.decodeContent("the variant \(quoted(name))", &reader) else { return }
            let variant = Variant(selector: makeSelector(name), selectorPosition: namePosition, content: content)
            if let earlier = variants.firstIndex(where: { $0.selector == variant.selector }) {
                variants[earlier] = variant
            } else {
                variants.append(variant)
            }
        }
        return VariationSet(variants: variants, position: start)
    }

    private mutating func decodeSubstitutions(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [Substitution] {
        guard try expect(.object, "'substitutions'", &reader) else { return [] }
        var substitutions: [Substitution] = []
        try forEachMember(&reader) { decoder, reader, name, namePosition throws(JSONSyntaxError) in
            guard let substitution = try decoder.decodeSubstitution(name: name, namePosition: namePosition, &reader) else { return }
            if let earlier = substitutions.firstIndex(where: { $0.name == name }) {
                substitutions[earlier] = substitution
            } else {
                substitutions.append(substitution)
            }
        }
        return substitutions
    }

    private mutating func decodeSubstitution(name: String, namePosition: SourcePosition, _ reader: inout JSONReader) throws(JSONSyntaxError) -> Substitution? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "the substitution \(quoted(name))", &reader) else { return nil }
        guard contentDepth < Self.maximumContentDepth else {
            schemaError("variations and substitutions are nested deeper than \(Self.maximumContentDepth) levels; this part is skipped", at: start)
            try reader.skipValue()
            return nil
        }
        contentDepth += 1
        defer { contentDepth -= 1 }
        var substitution = Substitution(name: name, namePosition: namePosition, position: start)
        try forEachMember(&reader) { decoder, reader, field, fieldPosition throws(JSONSyntaxError) in
            switch field {
            case "argNum":
                substitution.argNum = try decoder.decodeArgumentNumber(&reader)
            case "formatSpecifier":
                substitution.formatSpecifier = try decoder.decodeString(field, &reader)
            case "variations":
                substitution.variations = try decoder.decodeVariations(&reader)
            default:
                substitution.unknownFields.append(JSONMember(name: field, namePosition: fieldPosition, value: try reader.readValue()))
            }
        }
        return substitution
    }

    private mutating func decodeArgumentNumber(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Int? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.number, "'argNum'", &reader) else { return nil }
        let text = try reader.readNumber()
        guard let number = Int(text), number >= 1 else {
            schemaError("expected 'argNum' to be a whole number from 1 up, found \(text)", at: start)
            return nil
        }
        return number
    }
}
