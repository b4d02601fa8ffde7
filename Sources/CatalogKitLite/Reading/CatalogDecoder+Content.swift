// Localized content: string units, string sets, variations and substitutions.

extension CatalogDecoder {
    /// Reads the content of a localization, variant or substitution branch.
    mutating func decodeContent(_ what: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> LocalizedContent? {
        guard let start = try start(of: .object, what(), &reader) else { return nil }
        guard contentDepth < Self.maximumContentDepth else {
            schemaError("variations and substitutions are nested deeper than \(Self.maximumContentDepth) levels; this part is skipped", at: start)
            try reader.skipValue()
            return nil
        }
        contentDepth += 1
        defer { contentDepth -= 1 }
        // The parts are gathered in locals and the content is made once at the end, so that it is
        // never copied while it is filled.
        var stringUnit: StringUnit?
        var stringSet: StringSet?
        var variations: Variations?
        var substitutions: [Substitution] = []
        var unknown: [JSONMember] = []
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(ContentMember.self, &reader, &diagnostics, into: &member) {
            switch ContentMember(rawValue: member.known) {
            case .stringUnit?:
                stringUnit = try decodeStringUnit(&reader)
            case .stringSet?:
                stringSet = try decodeStringSet(&reader)
            case .variations?:
                variations = try decodeVariations(&reader)
            case .substitutions?:
                substitutions = try decodeSubstitutions(&reader)
            default:
                unknown.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        return LocalizedContent(
            stringUnit: stringUnit, stringSet: stringSet, variations: variations, substitutions: substitutions,
            position: start, unknownFields: unknown)
    }

    private mutating func decodeStringUnit(_ reader: inout JSONReader) throws(JSONSyntaxError) -> StringUnit? {
        guard let start = try start(of: .object, "'stringUnit'", &reader) else { return nil }
        var state: TranslationState?
        var value: CatalogString?
        var hasValueMember = false
        var unknown: [JSONMember] = []
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(StringUnitMember.self, &reader, &diagnostics, into: &member) {
            switch StringUnitMember(rawValue: member.known) {
            case .state?:
                state = try decodeTranslationState(&reader)
            case .value?:
                hasValueMember = true
                value = try decodeString("value", &reader)
            default:
                unknown.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        guard let value = value.take() else {
            // A `value` of the wrong kind was reported where it stands.
            if !hasValueMember { schemaError("the 'stringUnit' has no 'value'", at: start) }
            return nil
        }
        return StringUnit(state: state, value: value, position: start, unknownFields: unknown)
    }

    private mutating func decodeStringSet(_ reader: inout JSONReader) throws(JSONSyntaxError) -> StringSet? {
        guard let start = try start(of: .object, "'stringSet'", &reader) else { return nil }
        var state: TranslationState?
        var values: [CatalogString] = []
        var unknown: [JSONMember] = []
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(StringSetMember.self, &reader, &diagnostics, into: &member) {
            switch StringSetMember(rawValue: member.known) {
            case .state?:
                state = try decodeTranslationState(&reader)
            case .values?:
                guard try self.start(of: .array, "'values'", &reader) != nil else { continue }
                try reader.beginArray()
                while try reader.nextElement() {
                    if let text = try decodeString("an element of 'values'", &reader) { values.append(text) }
                }
            default:
                unknown.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        return StringSet(state: state, values: values, position: start, unknownFields: unknown)
    }

    private mutating func decodeVariations(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Variations? {
        guard let start = try start(of: .object, "'variations'", &reader) else { return nil }
        var variations = Variations(position: start)
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(VariationsMember.self, &reader, &diagnostics, into: &member) {
            let axis = member.name
            let axisPosition = member.position
            switch VariationsMember(rawValue: member.known) {
            case .plural?:
                variations.plural = try decodeVariationSet("plural", &reader, PluralCategory.init(rawValue:))
            case .device?:
                variations.device = try decodeVariationSet("device", &reader, DeviceKind.init(rawValue:))
            default:
                diagnostics.append(CatalogDiagnostic(
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
        guard let start = try start(of: .object, "'\(axis)'", &reader) else { return nil }
        var variants: [Variant<Selector>] = []
        try reader.beginObject()
        var members = OpenMemberWalk()
        var member = DecodedMemberName()
        while try members.next(&reader, &diagnostics, into: &member) {
            guard let content = try decodeContent("the variant \(quoted(member.name))", &reader) else { continue }
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
        guard try start(of: .object, "'substitutions'", &reader) != nil else { return [] }
        var substitutions: [Substitution] = []
        try reader.beginObject()
        var members = OpenMemberWalk()
        var member = DecodedMemberName()
        while try members.next(&reader, &diagnostics, into: &member) {
            let name = member.name
            guard let substitution = try decodeSubstitution(name: name, namePosition: member.position, &reader) else { continue }
            if member.isRepeated, let earlier = substitutions.firstIndex(where: { $0.name == name }) {
                substitutions[earlier] = substitution
            } else {
                substitutions.append(substitution)
            }
        }
        return substitutions
    }

    private mutating func decodeSubstitution(name: String, namePosition: SourcePosition, _ reader: inout JSONReader) throws(JSONSyntaxError) -> Substitution? {
        guard let start = try start(of: .object, "the substitution \(quoted(name))", &reader) else { return nil }
        guard contentDepth < Self.maximumContentDepth else {
            schemaError("variations and substitutions are nested deeper than \(Self.maximumContentDepth) levels; this part is skipped", at: start)
            try reader.skipValue()
            return nil
        }
        contentDepth += 1
        defer { contentDepth -= 1 }
        var substitution = Substitution(name: name, namePosition: namePosition, position: start)
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(SubstitutionMember.self, &reader, &diagnostics, into: &member) {
            switch SubstitutionMember(rawValue: member.known) {
            case .argNum?:
                substitution.argNum = try decodeArgumentNumber(&reader)
            case .formatSpecifier?:
                substitution.formatSpecifier = try decodeString("formatSpecifier", &reader)
            case .variations?:
                substitution.variations = try decodeVariations(&reader)
            default:
                substitution.unknownFields.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        return substitution
    }

    private mutating func decodeArgumentNumber(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Int? {
        guard let start = try start(of: .number, "'argNum'", &reader) else { return nil }
        let text = try reader.readNumber()
        guard let number = Int(text), number >= 1 else {
            schemaError("expected 'argNum' to be a whole number from 1 up, found \(text)", at: start)
            return nil
        }
        return number
    }
}
