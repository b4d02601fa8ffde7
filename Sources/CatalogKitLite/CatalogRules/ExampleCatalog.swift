/// Builds the small catalogs of the checks' examples as JSON text laid out the way Xcode writes it
/// (two-space indent, `"key" : value`), so that `rules` and `explain` can print them as they are.
enum ExampleCatalog {
    /// A JSON value of an example.
    indirect enum Value {
        case string(String)
        case number(Int)
        case bool(Bool)
        case object(KeyValuePairs<String, Value>)
        case members([(String, Value)])
    }

    /// A catalog with source language `en` and one key.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - fields: Members of the entry before `localizations`, e.g. `"extractionState": .string("stale")`.
    ///   - localizations: The localizations by language; none when empty.
    ///   - more: Further keys after the first, each with its localizations, for a check that reads
    ///     the whole catalog.
    static func catalog(
        _ key: String, fields: KeyValuePairs<String, Value> = [:], _ localizations: KeyValuePairs<String, Value> = [:],
        more: [(String, KeyValuePairs<String, Value>)] = []
    ) -> String {
        var entry: [(String, Value)] = fields.map { ($0.key, $0.value) }
        if !localizations.isEmpty { entry.append(("localizations", .object(localizations))) }
        let others: [(String, Value)] = more.map { ($0.0, .members([("localizations", .object($0.1))])) }
        let root: Value = .members([
            ("sourceLanguage", .string("en")), ("strings", .members([(key, .members(entry))] + others)),
            ("version", .string("1.0")),
        ])
        return root.json(indent: "")
    }

    /// `{ "stringUnit" : { "state" : …, "value" : … } }`.
    static func unit(_ value: String, state: String = "translated") -> Value {
        .object(["stringUnit": .object(["state": .string(state), "value": .string(value)])])
    }

    /// `{ "variations" : { "plural" : { "one" : …, "other" : … } } }` with translated units.
    static func plural(_ variants: KeyValuePairs<String, String>) -> Value {
        .object(["variations": .object(["plural": units(variants)])])
    }

    /// `{ "variations" : { "device" : { "iphone" : …, "mac" : … } } }` with translated units.
    static func device(_ variants: KeyValuePairs<String, String>) -> Value {
        .object(["variations": .object(["device": units(variants)])])
    }

    /// `{ "stringUnit" : …, "substitutions" : … }`: a text with substitutions.
    static func substituted(_ value: String, _ substitutions: KeyValuePairs<String, Value>) -> Value {
        .object(["stringUnit": .object(["state": .string("translated"), "value": .string(value)]),
                 "substitutions": .object(substitutions)])
    }

    /// One substitution: `argNum` (omitted when `nil`), `formatSpecifier` and plural branches.
    static func substitution(argNum: Int?, _ formatSpecifier: String, _ variants: KeyValuePairs<String, String>) -> Value {
        var members: [(String, Value)] = []
        if let argNum { members.append(("argNum", .number(argNum))) }
        members.append(("formatSpecifier", .string(formatSpecifier)))
        members.append(("variations", .object(["plural": units(variants)])))
        return .members(members)
    }

    private static func units(_ variants: KeyValuePairs<String, String>) -> Value {
        .members(variants.map { ($0.key, unit($0.value)) })
    }
}

extension ExampleCatalog.Value {
    /// The value as JSON text, objects spread over lines with two-space indent.
    func json(indent: String) -> String {
        switch self {
        case .string(let text): return jsonStringLiteral(text)
        case .number(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .object(let pairs): return Self.object(pairs.map { ($0.key, $0.value) }, indent: indent)
        case .members(let members): return Self.object(members, indent: indent)
        }
    }

    private static func object(_ members: [(String, ExampleCatalog.Value)], indent: String) -> String {
        guard !members.isEmpty else { return "{\n\n\(indent)}" }
        let inner = indent + "  "
        let lines = members.map { "\(inner)\(jsonStringLiteral($0.0)) : \($0.1.json(indent: inner))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }

}
