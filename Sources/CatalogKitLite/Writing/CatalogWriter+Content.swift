// Localized content (string units, string sets, variations, substitutions) and the JSON values of
// members this tool does not know.

extension CatalogWriter {
    /// Writes the object of a localization, a variant or a substitution branch. Its fields in
    /// Xcode's order: `stringSet`, `stringUnit`, `substitutions`, `variations`.
    func write(_ content: LocalizedContent, _ text: inout XcodeJSONText) {
        var unknown = UnknownMembers(content.unknownFields)
        text.beginObject()
        if let stringSet = content.stringSet {
            unknown.write(before: "stringSet", &text, self)
            text.member("stringSet")
            write(stringSet, &text)
        }
        if let stringUnit = content.stringUnit {
            unknown.write(before: "stringUnit", &text, self)
            text.member("stringUnit")
            write(stringUnit, &text)
        }
        if !content.substitutions.isEmpty {
            unknown.write(before: "substitutions", &text, self)
            text.member("substitutions")
            text.beginObject()
            for substitution in ordered(content.substitutions, name: \.name) {
                text.member(substitution.name)
                write(substitution, &text)
            }
            text.endObject()
        }
        if let variations = content.variations {
            unknown.write(before: "variations", &text, self)
            text.member("variations")
            write(variations, &text)
        }
        unknown.writeRest(&text, self)
        text.endObject()
    }

    private func write(_ unit: StringUnit, _ text: inout XcodeJSONText) {
        var unknown = UnknownMembers(unit.unknownFields)
        text.beginObject()
        if let state = unit.state {
            unknown.write(before: "state", &text, self)
            text.member("state")
            text.string(state.rawValue)
        }
        unknown.write(before: "value", &text, self)
        text.member("value")
        text.string(unit.value.text)
        unknown.writeRest(&text, self)
        text.endObject()
    }

    private func write(_ set: StringSet, _ text: inout XcodeJSONText) {
        var unknown = UnknownMembers(set.unknownFields)
        text.beginObject()
        if let state = set.state {
            unknown.write(before: "state", &text, self)
            text.member("state")
            text.string(state.rawValue)
        }
        unknown.write(before: "values", &text, self)
        text.member("values")
        text.beginArray()
        for value in set.values {
            text.element()
            text.string(value.text)
        }
        text.endArray()
        unknown.writeRest(&text, self)
        text.endObject()
    }

    private func write(_ substitution: Substitution, _ text: inout XcodeJSONText) {
        var unknown = UnknownMembers(substitution.unknownFields)
        text.beginObject()
        if let argNum = substitution.argNum {
            unknown.write(before: "argNum", &text, self)
            text.member("argNum")
            text.number(String(argNum))
        }
        if let formatSpecifier = substitution.formatSpecifier {
            unknown.write(before: "formatSpecifier", &text, self)
            text.member("formatSpecifier")
            text.string(formatSpecifier.text)
        }
        if let variations = substitution.variations {
            unknown.write(before: "variations", &text, self)
            text.member("variations")
            write(variations, &text)
        }
        unknown.writeRest(&text, self)
        text.endObject()
    }

    /// Writes `variations`: `device` before `plural`, as Xcode sorts them, and axes this tool does
    /// not know where their names sort.
    private func write(_ variations: Variations, _ text: inout XcodeJSONText) {
        var unknown = UnknownMembers(variations.unknownAxes)
        text.beginObject()
        if let device = variations.device {
            unknown.write(before: "device", &text, self)
            text.member("device")
            write(device, name: \.rawValue, &text)
        }
        if let plural = variations.plural {
            unknown.write(before: "plural", &text, self)
            text.member("plural")
            write(plural, name: \.rawValue, &text)
        }
        unknown.writeRest(&text, self)
        text.endObject()
    }

    private func write<Selector>(_ set: VariationSet<Selector>, name: (Selector) -> String, _ text: inout XcodeJSONText) {
        text.beginObject()
        for variant in ordered(set.variants, name: { name($0.selector) }) {
            text.member(name(variant.selector))
            write(variant.content, &text)
        }
        text.endObject()
    }

    // MARK: - Unknown members

    /// Writes a JSON value kept as it was read: strings escaped as Xcode escapes them, numbers as
    /// spelled, object members in the model's order (or Xcode's, with ``KeyOrder/xcode``).
    func write(_ value: JSONValue, _ text: inout XcodeJSONText) {
        switch value.content {
        case .object(let members):
            text.beginObject()
            for member in ordered(members, name: \.name) {
                text.member(member.name)
                write(member.value, &text)
            }
            text.endObject()
        case .array(let elements):
            text.beginArray()
            for element in elements {
                text.element()
                write(element, &text)
            }
            text.endArray()
        case .string(let string):
            text.string(string)
        case .number(let spelling):
            text.number(spelling)
        case .bool(let bool):
            text.bool(bool)
        case .null:
            text.null()
        }
    }
}
