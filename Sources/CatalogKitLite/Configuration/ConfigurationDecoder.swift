

/// Turns the JSON tree of `.xcstrings-a11y.json` into a ``Configuration``, strictly.
///
/// Strict because a setting that is silently ignored is worse than none: unknown keys (at any
/// level), values of the wrong type, unknown rule ids and severities, and duplicate keys are errors
/// that point at the offending name or value and, when a known name is close, suggest it.
package struct ConfigurationDecoder {
    /// The file's path, for errors.
    package let path: String
    /// The folder relative paths are resolved against.
    package let directory: String
    /// The rule ids that `rules` and `ignore` may name.
    package let knownRuleIDs: Set<String>

    /// The top-level keys, as documented on ``Configuration``.
    package static let topLevelKeys = ["languages", "allStrings", "roles", "modules", "exclude", "rules", "ignore", "moduleOverrides", "maxFileSizeMB", "sources", "languageMap"]

    /// Decodes a whole configuration. `duplicateKeys` are those the JSON reader met. Every problem
    /// of the file is reported, not only the first (``ConfigurationError/further``).
    package func decode(_ root: JSONValue, duplicateKeys: [JSONDuplicateKey]) throws(ConfigurationError) -> Configuration {
        var errors = duplicateKeys.sorted { $0.position < $1.position }.map { duplicate in
            error(at: duplicate.position, "duplicate key \(named(duplicate.name)); the first is at \(duplicate.firstPosition)")
        }
        guard let members = root.members else {
            throw error(at: root.position, "the configuration must be an object, not \(found(root))")
        }
        var configuration = Configuration(directory: directory)
        do {
            try checkKnownKeys(members, allowed: Self.topLevelKeys, context: nil)
        } catch {
            errors.append(error)
        }
        for member in members {
            let value = member.value
            do {
                switch member.name {
                case "languages": configuration.languages = try languages(value, "languages")
                case "allStrings": configuration.allStrings = try bool(value, "allStrings")
                case "roles": configuration.roles = try rolePatterns(value, "roles")
                case "modules": configuration.modules = try modules(value)
                case "exclude": configuration.exclude = try strings(value, "exclude").map { PathPattern($0, relativeTo: directory) }
                case "rules": configuration.rules = try rules(value)
                case "ignore": configuration.ignore = try ignoreEntries(value)
                case "moduleOverrides": configuration.moduleOverrides = try moduleOverrides(value)
                case "maxFileSizeMB": configuration.maxFileSizeMB = try fileSizeLimit(value)
                case "sources": configuration.sources = try sourceSettings(value)
                case "languageMap": configuration.languageMap = try languageMap(value)
                default: break
                }
            } catch {
                errors.append(error)
            }
        }
        // In the file's order, as a compiler lists its errors.
        let ordered = errors.flatMap(\.all).enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
        if let combined = ConfigurationError.combined(ordered.map(\.element)) { throw combined }
        return configuration
    }

    /// `body` applied to each item, going on past a failing one so that every problem of the file
    /// is reported: the results, or all the errors met, thrown together.
    package func each<Item, Result>(_ items: [Item], _ body: (Item) throws(ConfigurationError) -> Result) throws(ConfigurationError) -> [Result] {
        var results: [Result] = []
        var errors: [ConfigurationError] = []
        for item in items {
            do {
                results.append(try body(item))
            } catch {
                errors.append(error)
            }
        }
        if let combined = ConfigurationError.combined(errors) { throw combined }
        return results
    }

    // MARK: - Values

    /// An error at a position of this file.
    package func error(at position: SourcePosition, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, at: position, message)
    }

    /// The members of an object, or an error naming `name`.
    package func members(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> [JSONMember] {
        guard let members = value.members else { throw error(at: value.position, "\(named(name)) must be an object, not \(found(value))") }
        return members
    }

    /// `maxFileSizeMB`: a whole number of megabytes from 1 to 1,048,576 (1 TB).
    func fileSizeLimit(_ value: JSONValue) throws(ConfigurationError) -> Int {
        guard let megabytes = value.integer, (1...Configuration.largestMaxFileSizeMB).contains(megabytes) else {
            throw error(at: value.position, "'maxFileSizeMB' must be a whole number of megabytes from 1 to \(Configuration.largestMaxFileSizeMB), not \(found(value))")
        }
        return megabytes
    }

    /// A `true` or `false`.
    package func bool(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> Bool {
        guard let bool = value.bool else { throw error(at: value.position, "\(named(name)) must be true or false, not \(found(value))") }
        return bool
    }

    /// A string.
    package func string(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> String {
        guard let string = value.string else { throw error(at: value.position, "\(named(name)) must be a string, not \(found(value))") }
        return string
    }

    /// An array of non-empty strings.
    package func strings(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> [String] {
        guard let elements = value.elements else {
            throw error(at: value.position, "\(named(name)) must be an array of strings, not \(found(value))")
        }
        return try each(elements) { element throws(ConfigurationError) in
            guard let string = element.string else {
                throw error(at: element.position, "\(named(name)) must hold only strings, not \(found(element))")
            }
            guard !Self.isBlank(string) else { throw error(at: element.position, "\(named(name)) holds an empty string") }
            return string
        }
    }

    /// A non-empty array of language tags without repeats.
    package func languages(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> [String] {
        let tags = try strings(value, name)
        guard !tags.isEmpty else { throw error(at: value.position, "\(named(name)) must name at least one language") }
        _ = try each(Array(tags.enumerated())) { index, tag throws(ConfigurationError) in
            let position = value.elements?[index].position ?? value.position
            guard LanguageTag.isValid(tag) else {
                throw error(at: position, "\(named(name)) holds \(named(tag)), which is not a language tag such as \(LanguageTag.examples)\(LanguageTag.hint(for: tag))")
            }
            if tags[..<index].contains(where: { LanguageTag.same($0, tag) }) {
                throw error(at: position, "\(named(name)) lists \(named(tag)) twice")
            }
        }
        return tags
    }

    /// Checks that every member name is one of `allowed`; `context` names the enclosing object in messages.
    package func checkKnownKeys(_ members: [JSONMember], allowed: [String], context: String?) throws(ConfigurationError) {
        _ = try each(members.filter { !allowed.contains($0.name) }) { member throws(ConfigurationError) in
            let place = context.map { " in \($0)" } ?? ""
            let hint = closestName(to: member.name, among: allowed).map { "; did you mean '\($0)'?" }
                ?? "; the keys are \(allowed.joined(separator: ", "))"
            throw error(at: member.namePosition, "unknown key \(named(member.name))\(place)\(hint)")
        }
    }

    /// A rule id from `knownRuleIDs` (or `*` when `allowsAll`), else an error at the value.
    package func ruleID(_ name: String, at position: SourcePosition, allowsAll: Bool = false) throws(ConfigurationError) -> String {
        if knownRuleIDs.contains(name) || (allowsAll && name == "*") { return name }
        let hint = closestName(to: name, among: knownRuleIDs.sorted()).map { "; did you mean '\($0)'?" }
            ?? "; 'xcstrings-a11y rules' lists the rule ids"
        throw error(at: position, "unknown rule id \(named(name))\(hint)")
    }

    /// How a value is described after "not" in messages: `a string`, `an array`, `true`, `null`.
    package func found(_ value: JSONValue) -> String {
        switch value.content {
        case .bool(let bool): "\(bool)"
        case .null: "null"
        default: value.kind.phrase
        }
    }

    // MARK: - Helpers

    /// Whether a string is empty or only white space.
    package static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }
}
