import CatalogKitLite
import SpeechRules

/// What a command may use from its surroundings; tests set it explicitly.
struct RunContext: Sendable {
    var environment: [String: String]
    var currentDirectory: String

    /// The configuration of a command that reads one for its whole run: the file `--config` names,
    /// else the `.xcstrings-a11y.json` nearest the current folder (up to its repository root),
    /// else the defaults. Throws ``ConfigurationError`` for a file that cannot be read or is wrong.
    func configuration(_ arguments: ParsedArguments, boundary: SymlinkBoundary) throws(ConfigurationError) -> Configuration {
        try Configuration.resolve(
            explicitPath: arguments.value("config"), workingDirectory: currentDirectory, knownRuleIDs: AuditRules.standard.ids, boundary: boundary
        ).configuration
    }
}
