

/// The sections of the configuration that are objects: `roles`, `modules`, `rules`, `ignore`,
/// `moduleOverrides`.
extension ConfigurationDecoder {
    /// The keys of a `roles` object: the roles, then `none`.
    package static let roleKeys = RolePatterns.order.map(\.rawValue) + ["none"]

    /// `roles` (or `moduleOverrides.M.roles`): role name → array of key patterns.
    package func rolePatterns(_ value: JSONValue, _ name: String) throws(ConfigurationError) -> RolePatterns {
        let members = try members(value, name)
        try checkKnownKeys(members, allowed: Self.roleKeys, context: "'\(name)'")
        var patterns = RolePatterns()
        for member in members {
            let list = try strings(member.value, "\(name).\(member.name)").map(KeyPattern.init)
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
        var result: [ModuleDefinition] = []
        for member in try members(value, "modules") {
            guard !Self.isBlank(member.name) else { throw error(at: member.namePosition, "a module name in 'modules' must not be empty") }
            let name = "modules.\(member.name)"
            let prefixes = try strings(member.value, name)
            for (index, prefix) in prefixes.enumerated() where prefix.contains("*") || prefix.contains("?") {
                let position = member.value.elements?[index].position ?? member.value.position
                throw error(at: position, "'\(name)' holds '\(prefix)', but module paths are folder prefixes, not globs")
            }
            result.append(ModuleDefinition(name: member.name, prefixes: prefixes.map { PathPattern($0, relativeTo: directory) }))
        }
        return result
    }

    /// `rules`: rule id → `error`, `warning`, `info` or `off`.
    package func rules(_ value: JSONValue) throws(ConfigurationError) -> [String: RuleSetting] {
        var result: [String: RuleSetting] = [:]
        for member in try members(value, "rules") {
            let id = try ruleID(member.name, at: member.namePosition)
            guard let text = member.value.string else {
                throw error(at: member.value.position, "'rules.\(id)' must be one of error, warning, info or off, not \(found(member.value))")
            }
            result[id] = try ruleSetting(text, rule: id, at: member.value.position)
        }
        return result
    }

    /// One severity word of `rules`.
    private func ruleSetting(_ text: String, rule: String, at position: SourcePosition) throws(ConfigurationError) -> RuleSetting {
        if text == "off" { return .off }
        if let severity = Severity(rawValue: text) { return .severity(severity) }
        let words = ["error", "warning", "info", "off"]
        let hint = closestName(to: text, among: words).map { "; did you mean '\($0)'?" } ?? "; use error, warning, info or off"
        throw error(at: position, "unknown severity '\(text)' for rule '\(rule)'\(hint)")
    }

    /// `ignore`: an array of suppression objects.
    package func ignoreEntries(_ value: JSONValue) throws(ConfigurationError) -> [IgnoreEntry] {
        guard let elements = value.elements else {
            throw error(at: value.position, "'ignore' must be an array of objects, not \(found(value))")
        }
        var result: [IgnoreEntry] = []
        for (index, element) in elements.enumerated() {
            result.append(try ignoreEntry(element, "ignore[\(index)]"))
        }
        return result
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
        var result: [String: ModuleOverride] = [:]
        for member in try members(value, "moduleOverrides") {
            guard !Self.isBlank(member.name) else {
                throw error(at: member.namePosition, "a module name in 'moduleOverrides' must not be empty")
            }
            let name = "moduleOverrides.\(member.name)"
            let fields = try members(member.value, name)
            try checkKnownKeys(fields, allowed: ["roles", "languages"], context: "'\(name)'")
            var override = ModuleOverride()
            for field in fields {
                switch field.name {
                case "roles": override.roles = try rolePatterns(field.value, "\(name).roles")
                case "languages": override.languages = try languages(field.value, "\(name).languages")
                default: break
                }
            }
            result[member.name] = override
        }
        return result
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
