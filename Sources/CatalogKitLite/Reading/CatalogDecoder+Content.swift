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
        try forEachMember(&reader, known: Self.contentMembers) { decoder, reader, member throws(JSONSyntaxError) in
            switch member.known {
            case 0:
                content.stringUnit = try decoder.decodeStringUnit(&reader)
            case 1:
                content.stringSet = try decoder.decodeStringSet(&reader)
            case 2:
                content.variations = try decoder.decodeVariations(&reader)
            case 3:
                content.substitutions = try decoder.decodeSubstitutions(&reader)
            default:
                content.unknownFields.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        return content
    }

    private mutating func decodeStringUnit(_ reader: inout JSONReader) throws(JSONSyntaxError) -> StringUnit? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'stringUnit'", &reader) else { return nil }
        var state: TranslationState?
        var value: CatalogString?
        var hasValueMember = false
        var unknown: [JSONMember] = []
        try forEachMember(&reader, known: Self.stringUnitMembers) { decoder, reader, member throws(JSONSyntaxError) in
            switch member.known {
            case 0:
                state = try decoder.decodeTranslationState(&reader)
            case 1:
                hasValueMember = true
                value = try decoder.decodeString("value", &reader)
            default:
                unknown.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        guard let value else {
            // A `value` of the wrong kind was reported where it stands.
            if !hasValueMember { schemaError("the 'stringUnit' has no 'value'", at: start) }
            return nil
        }
        return StringUnit(state: state, value: value, position: start, unknownFields: unknown)
    }

    private mutating func decodeStringSet(_ reader: inout JSONReader) throws(JSONSyntaxError) -> StringSet? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'stringSet'", &reader) else { return nil }
        var state: TranslationState?
        var values: [CatalogString] = []
        try forEachMember(&reader, known: Self.stringSetMembers) { decoder, reader, member throws(JSONSyntaxError) in
            switch member.known {
            case 0:
                state = try decoder.decodeTranslationState(&reader)
            case 1:
                guard try decoder.expect(.array, "'values'", &reader) else { return }
                try reader.beginArray()
                while try reader.nextElement() {
                    if let text = try decoder.decodeString("an element of 'values'", &reader) { values.append(text) }
                }
            default:
                try reader.skipValue()
            }
        }
        return StringSet(state: state, values: values, position: start)
    }

    private mutating func decodeVariations(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Variations? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "'variations'", &reader) else { return nil }
        var variations = Variations(position: start)
        try forEachMember(&reader, known: Self.variationsMembers) { decoder, reader, member throws(JSONSyntaxError) in
            let axis = member.name
            let axisPosition = member.position
            switch member.known {
            case 0:
                variations.plural = try decoder.decodeVariationSet("plural", &reader, PluralCategory.init(rawValue:))
            case 1:
                variations.device = try decoder.decodeVariationSet("device", &reader, DeviceKind.init(rawValue:))
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
        try forEachMember(&reader, known: []) { decoder, reader, member throws(JSONSyntaxError) in
            guard let content = try decoder.decodeContent("the variant \(quoted(member.name))", &reader) else { return }
            let variant = Variant(selector: makeSelector(member.name), selectorPosition: member.position, content: content)
            // Selectors are equal exactly when their names are: only a repeated name can have an
            // earlier variant to replace.
            if member.isRepeated, let earlier = variants.firstIndex(where: { $0.selector == variant.selector }) {
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
        try forEachMember(&reader, known: []) { decoder, reader, member throws(JSONSyntaxError) in
            let name = member.name
            guard let substitution = try decoder.decodeSubstitution(name: name, namePosition: member.position, &reader) else { return }
            if member.isRepeated, let earlier = substitutions.firstIndex(where: { $0.name == name }) {
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
        try forEachMember(&reader, known: Self.substitutionMembers) { decoder, reader, member throws(JSONSyntaxError) in
            switch member.known {
            case 0:
                substitution.argNum = try decoder.decodeArgumentNumber(&reader)
            case 1:
                substitution.formatSpecifier = try decoder.decodeString("formatSpecifier", &reader)
            case 2:
                substitution.variations = try decoder.decodeVariations(&reader)
            default:
                substitution.unknownFields.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
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

    static let contentMembers: [StaticString] = ["stringUnit", "stringSet", "variations", "substitutions"]
    static let stringUnitMembers: [StaticString] = ["state", "value"]
    static let stringSetMembers: [StaticString] = ["state", "values"]
    static let variationsMembers: [StaticString] = ["plural", "device"]
    static let substitutionMembers: [StaticString] = ["argNum", "formatSpecifier", "variations"]
}
