

/// The sections of the configuration that are objects: `roles`, `modules`, `rules`, `ignore`,
/// `moduleOverrides`.
extension ConfigurationDecoder {
    /// The keys of a `roles` object: the roles, then `none`.
    package static let roleKeys = RolePatterns.order.map(\.rawValue) + ["none"]

    /// `roles` (or `moduleOverrides.M.roles`): role name → array of key patterns.
    package func rolePatterns(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> RolePatterns {
        let members = try members(value, name)
        try checkKnownKeys(members, allowed: Self.roleKeys, context: named(name))
        var patterns = RolePatterns()
        for (member, list) in try each(members, { member throws(ConfigurationError) in
            (member, try strings(member.value, "\(name).\(member.name)").map(KeyPattern.init))
        }) {
            if let role = AccessibilityRole(rawValue: member.name) {
                patterns.patterns[role] = list
            } else {
                patterns.none = list
            }
        }
        return patterns
    }

    /// `modules`: module name → array of path prefixes.
    package func modules(_ value: JSONValue) throws(ConfigurationError) -> [ModuleDefinition] {
        try each(try members(value, "modules")) { member throws(ConfigurationError) in
            guard !Self.isBlank(member.name) else { throw error(at: member.namePosition, "a module name in 'modules' must not be empty") }
            let name = "modules.\(member.name)"
            let prefixes = try strings(member.value, name)
            _ = try each(Array(prefixes.enumerated().filter { $0.element.contains("*") || $0.element.contains("?") })) { index, prefix throws(ConfigurationError) in
                let position = member.value.elements?[index].position ?? member.value.position
                throw error(at: position, "\(named(name)) holds \(named(prefix)), but module paths are folder prefixes, not globs")
            }
            return ModuleDefinition(name: member.name, prefixes: prefixes.map { PathPattern($0, relativeTo: directory) })
        }
    }

    /// `rules`: rule id → `error`, `warning`, `info` or `off`.
    package func rules(_ value: JSONValue) throws(ConfigurationError) -> [String: RuleSetting] {
        let settings = try each(try members(value, "rules")) { member throws(ConfigurationError) in
            let id = try ruleID(member.name, at: member.namePosition)
            guard let text = member.value.string else {
                throw error(at: member.value.position, "'rules.\(id)' must be one of error, warning, info or off, not \(found(member.value))")
            }
            return (id, try ruleSetting(text, rule: id, at: member.value.position))
        }
        return Dictionary(settings, uniquingKeysWith: { _, last in last })
    }

    /// One severity word of `rules`.
    private func ruleSetting(_ text: String, rule: String, at position: SourcePosition) throws(ConfigurationError) -> RuleSetting {
        if text == "off" { return .off }
        if let severity = Severity(rawValue: text) { return .severity(severity) }
        let words = ["error", "warning", "info", "off"]
        let hint = closestName(to: text, among: words).map { "; did you mean '\($0)'?" } ?? "; use error, warning, info or off"
        throw error(at: position, "unknown severity \(named(text)) for rule '\(rule)'\(hint)")
    }

    /// `ignore`: an array of suppression objects.
    package func ignoreEntries(_ value: JSONValue) throws(ConfigurationError) -> [IgnoreEntry] {
        guard let elements = value.elements else {
            throw error(at: value.position, "'ignore' must be an array of objects, not \(found(value))")
        }
        return try each(Array(elements.enumerated())) { index, element throws(ConfigurationError) in
            try ignoreEntry(element, "ignore[\(index)]")
        }
    }

    /// One `ignore` entry: `rule` (required) and at least one of `keys`, `paths`, `languages`.
    private func ignoreEntry(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> IgnoreEntry {
        let members = try members(value, name)
        try checkKnownKeys(members, allowed: ["rule", "keys", "paths", "languages"], context: "an 'ignore' entry")
        var entry = IgnoreEntry(rule: "")
        var hasRule = false
        for member in members {
            switch member.name {
            case "rule":
                entry.rule = try ruleID(try string(member.value, "\(name).rule"), at: member.value.position, allowsAll: true)
                hasRule = true
            case "keys": entry.keys = try strings(member.value, "\(name).keys").map(KeyPattern.init)
            case "paths": entry.paths = try strings(member.value, "\(name).paths").map { PathPattern($0, relativeTo: directory) }
            case "languages": entry.languages = try languages(member.value, "\(name).languages")
            default: break
            }
        }
        guard hasRule else {
            throw error(at: value.position, "an 'ignore' entry needs a 'rule': a rule id, or \"*\" for every rule")
        }
        guard entry.keys != nil || entry.paths != nil || entry.languages != nil else {
            throw error(at: value.position, "an 'ignore' entry needs 'keys', 'paths' or 'languages' to say what it suppresses (to turn a rule off everywhere, set it to \"off\" in 'rules')")
        }
        return entry
    }

    /// `moduleOverrides`: module name → `{ "roles": ..., "languages": ... }`.
    package func moduleOverrides(_ value: JSONValue) throws(ConfigurationError) -> [String: ModuleOverride] {
        let overrides = try each(try members(value, "moduleOverrides")) { member throws(ConfigurationError) in
            guard !Self.isBlank(member.name) else {
                throw error(at: member.namePosition, "a module name in 'moduleOverrides' must not be empty")
            }
            let name = "moduleOverrides.\(member.name)"
            let fields = try members(member.value, name)
            try checkKnownKeys(fields, allowed: ["roles", "languages"], context: named(name))
            var override = ModuleOverride()
            _ = try each(fields) { field throws(ConfigurationError) in
                switch field.name {
                case "roles": override.roles = try rolePatterns(field.value, "\(name).roles")
                case "languages": override.languages = try languages(field.value, "\(name).languages")
                default: break
                }
            }
            return (member.name, override)
        }
        return Dictionary(overrides, uniquingKeysWith: { _, last in last })
    }
}

extension ConfigurationDecoder {
    /// `languageMap`: a translation file's language → the catalog language it goes into, both
    /// language tags.
    package func languageMap(_ value: JSONValue) throws(ConfigurationError) -> [(file: String, catalog: String)] {
        var result: [(file: String, catalog: String)] = []
        for member in try members(value, "languageMap") {
            guard LanguageTag.isValid(member.name) else {
                throw error(at: member.namePosition, "'languageMap' maps \(quoted(member.name)), which is not a language tag such as \(LanguageTag.examples)")
            }
            let target = try string(member.value, "languageMap.\(member.name)")
            guard LanguageTag.isValid(target) else {
                throw error(at: member.value.position, "'languageMap' maps \(quoted(member.name)) to \(quoted(target)), which is not a language tag such as \(LanguageTag.examples)")
            }
            result.append((member.name, target))
        }
        return result
    }
}
