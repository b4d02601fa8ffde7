import Foundation

/// The build settings of one configuration of a target, as Xcode layers them: the project's
/// `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's settings (the files
/// an `.xcconfig` includes come before its own lines). A later assignment of a setting replaces an
/// earlier one, and `$(inherited)` in it stands for the value before it.
///
/// A setting may be conditional (`SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = MAC`): an
/// `sdk` or `config` condition is decided for the build asked about; any other condition (`arch`,
/// `variant`) or an `sdk` condition without a known SDK makes the assignment uncertain, and what it
/// says is reported as possible, never as certain.
public struct BuildSettings: Sendable {
    /// One assignment.
    public struct Assignment: Sendable {
        /// The setting's name, without conditions.
        public var key: String
        /// Its conditions (`sdk`, `iphoneos*`), in order.
        public var conditions: [(name: String, pattern: String)]
        /// The value as written (an array of the property list joined with spaces).
        public var value: String
    }

    /// The build an assignment's conditions are decided for.
    public struct Context: Sendable {
        /// The configuration's name (`Release`).
        public var configuration: String
        /// The SDK (`iphoneos`, `macosx`), or `nil` when any.
        public var sdk: String?
        /// Settings Xcode defines for every build (`TARGET_NAME`, `SRCROOT`).
        public var builtIn: [String: String]

        /// Creates a context.
        public init(configuration: String, sdk: String? = nil, builtIn: [String: String] = [:]) {
            self.configuration = configuration
            self.sdk = sdk
            self.builtIn = builtIn
        }
    }

    /// The assignments, the lowest layer first.
    public var assignments: [Assignment] = []
    /// Whether every layer could be read (a missing `.xcconfig` leaves settings unknown).
    public var isComplete = true

    /// Creates empty settings.
    public init() {}

    /// Adds an assignment written as `KEY` or `KEY[sdk=iphoneos*][arch=arm64]`.
    public mutating func assign(_ written: String, _ value: String) {
        guard let bracket = written.utf8.firstIndex(of: UInt8(ascii: "[")) else {
            assignments.append(Assignment(key: written, conditions: [], value: value))
            return
        }
        var conditions: [(String, String)] = []
        for part in written[bracket...].split(separator: "]") {
            let condition = part.drop { $0 == "[" }
            guard let equals = condition.firstIndex(of: "=") else { continue }
            conditions.append((String(condition[..<equals]).trimmed, String(condition[condition.index(after: equals)...]).trimmed))
        }
        assignments.append(Assignment(key: String(written[..<bracket]).trimmed, conditions: conditions, value: value))
    }

    /// A setting's value in a build: certain when no uncertain assignment or unknown variable went
    /// into it.
    public func value(_ key: String, in context: Context) -> (text: String, isCertain: Bool) {
        var certain = true
        let text = resolve(key, context, includingUncertain: true, depth: 0, certain: &certain)
        let without = resolve(key, context, includingUncertain: false, depth: 0, certain: &certain)
        return (text, certain && text == without)
    }

    /// A setting that is a list of words (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`): the words it
    /// certainly has, and those it may have (from uncertain assignments or unknown variables).
    public func words(_ key: String, in context: Context) -> (certain: Set<String>, possible: Set<String>, isComplete: Bool) {
        var complete = true
        let with = Set(Self.words(resolve(key, context, includingUncertain: true, depth: 0, certain: &complete)))
        let without = Set(Self.words(resolve(key, context, includingUncertain: false, depth: 0, certain: &complete)))
        return (with.intersection(without), with.union(without), complete && isComplete)
    }

    /// The words of a value, split at white space, quotes removed.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.trimmingCharacters(in: ["\"", "'"]) }.filter { !$0.isEmpty }
    }

    private func applies(_ assignment: Assignment, _ context: Context) -> Bool? {
        var result: Bool? = true
        for (name, pattern) in assignment.conditions {
            switch name {
            case "config":
                if !Self.matches(context.configuration, pattern) { return false }
            case "sdk":
                guard let sdk = context.sdk else {
                    result = nil
                    continue
                }
                if !Self.matches(sdk, pattern) { return false }
            default:
                result = nil
            }
        }
        return result
    }

    /// A glob with `*` only, as condition patterns are written.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return text == pattern }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(parts[parts.count - 1])
    }

    /// Folds the assignments of `key` over each other, then expands the other settings its value
    /// names. `certain` becomes false when a variable is not defined anywhere.
    private func resolve(_ key: String, _ context: Context, includingUncertain: Bool, depth: Int, certain: inout Bool) -> String {
        guard depth < 16 else {
            certain = false
            return ""
        }
        var current: String?
        for assignment in assignments where assignment.key == key {
            switch applies(assignment, context) {
            case false?: continue
            case nil where !includingUncertain: continue
            default: current = Self.replacingInherited(in: assignment.value, with: current ?? "")
            }
        }
        guard let value = current else {
            if let builtIn = context.builtIn[key] { return builtIn }
            return ""
        }
        return expand(value, context, includingUncertain: includingUncertain, depth: depth, certain: &certain)
    }

    /// `$(inherited)` and `${inherited}` replaced by the value before.
    private static func replacingInherited(in value: String, with inherited: String) -> String {
        value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
    }

    /// `$(NAME)` and `${NAME}` replaced by that setting's value (a `:modifier` makes it uncertain).
    private func expand(_ value: String, _ context: Context, includingUncertain: Bool, depth: Int, certain: inout Bool) -> String {
        guard value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let closing: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: closing) else {
                result += rest[dollar...]
                rest = rest[rest.endIndex...]
                break
            }
            let name = rest[rest.index(after: after)..<end]
            rest = rest[rest.index(after: end)...]
            guard !name.contains(":"), !name.contains("$"), !name.isEmpty else {
                certain = false
                continue
            }
            let key = String(name)
            if context.builtIn[key] == nil, !assignments.contains(where: { $0.key == key }) {
                certain = false
                continue
            }
            result += resolve(key, context, includingUncertain: includingUncertain, depth: depth + 1, certain: &certain)
        }
        return result + rest
    }
}

extension Substring {
    /// Without white space around (`.whitespaces`), quickly when it is spaces and tabs.
    var trimmed: String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while end > start {
            let last = bytes.index(before: end)
            guard bytes[last] == 0x20 || bytes[last] == 0x09 else { break }
            end = last
        }
        // Other white space (a no-break space…) is trimmed as `.whitespaces` does, the longer way.
        if start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 {
            return String(self[start..<end]).trimmingCharacters(in: .whitespaces)
        }
        return String(self[start..<end])
    }
}

extension String {
    /// Without white space around (`.whitespaces`).
    var trimmed: String { self[...].trimmed }
}
