import CatalogKitLite

/// Writes small catalogs for tests, compactly: `catalog(key, [language: localization JSON])`.
enum ExampleJSON {
    /// A catalog with source language `en` and one key whose localizations are given as JSON text.
    static func catalog(_ key: String, fields: String = "", _ localizations: KeyValuePairs<String, String> = [:]) -> String {
        var members: [String] = []
        if !fields.isEmpty { members.append(fields) }
        if !localizations.isEmpty {
            let body = localizations.map { "      \(jsonStringLiteral($0.key)) : \($0.value)" }.joined(separator: ",\n")
            members.append("\"localizations\" : {\n\(body)\n    }")
        }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                \(jsonStringLiteral(key)) : {
                  \(members.joined(separator: ",\n      "))
                }
              },
              "version" : "1.0"
            }
            """
    }

    /// A localization with one string unit.
    static func unit(_ value: String, state: String = "translated") -> String {
        #"{ "stringUnit" : { "state" : "\#(state)", "value" : \#(jsonStringLiteral(value)) } }"#
    }

    /// A localization that varies by plural; every variant in `state`, or in `states` by position.
    static func plural(_ variants: KeyValuePairs<String, String>, state: String = "translated", states: [String] = []) -> String {
        variations("plural", variants, state: state, states: states)
    }

    /// A localization that varies by device.
    static func device(_ variants: KeyValuePairs<String, String>) -> String {
        variations("device", variants, state: "translated", states: [])
    }

    /// A localization with a text and substitutions (name → JSON of the substitution).
    static func substituted(_ value: String, _ substitutions: KeyValuePairs<String, String>) -> String {
        let body = substitutions.map { "\(jsonStringLiteral($0.key)) : \($0.value)" }.joined(separator: ", ")
        return #"{ "stringUnit" : { "state" : "translated", "value" : \#(jsonStringLiteral(value)) }, "substitutions" : { \#(body) } }"#
    }

    /// One substitution with plural branches.
    static func substitution(argNum: Int? = nil, _ formatSpecifier: String, _ variants: KeyValuePairs<String, String>) -> String {
        let argument = argNum.map { #""argNum" : \#($0), "# } ?? ""
        let branches = variants.map { "\(jsonStringLiteral($0.key)) : \(unit($0.value))" }.joined(separator: ", ")
        return #"{ \#(argument)"formatSpecifier" : \#(jsonStringLiteral(formatSpecifier)), "variations" : { "plural" : { \#(branches) } } }"#
    }

    private static func variations(_ axis: String, _ variants: KeyValuePairs<String, String>, state: String, states: [String]) -> String {
        let body = variants.enumerated().map { index, variant in
            "\n        \(jsonStringLiteral(variant.key)) : \(unit(variant.value, state: index < states.count ? states[index] : state))"
        }.joined(separator: ",")
        return #"{ "variations" : { "\#(axis)" : {\#(body)\#n      } } }"#
    }
}
