import CatalogKitLite

/// What an import did, and its messages (printed as they come, on standard error).
struct ImportReport {
    var filePath = ""
    var imported = 0
    var catalogs = 0
    var refused = 0
    var untranslated = 0
    var unchanged = 0
    var fileFailed = false
    var diff = ""
    /// Per state the file gives (as it spells it), what became of its units, with counts.
    private var byState: [String: [StateOutcome: Int]] = [:]
    /// Notes already printed, so that each is said once.
    private var notesSaid = Set<String>()

    /// What became of a unit, by the state the file gave it.
    enum StateOutcome: Hashable {
        /// Written in this catalog state; `unfinished` when the file marks it unfinished.
        case written(String, unfinished: Bool)
        /// Not finished in the file, and nothing new: left as it was.
        case leftAsItWas

        var phrase: String {
            switch self {
            case .written(let state, let unfinished): "written as \(state)" + (unfinished ? " (the file marks it unfinished)" : "")
            case .leftAsItWas: "left as it was (unfinished, with the catalog's text or the English)"
            }
        }
    }

    mutating func tally(_ unit: ImportedUnit, _ outcome: StateOutcome) {
        byState[unit.state.description, default: [:]][outcome, default: 0] += 1
    }

    mutating func refuse(_ unit: ImportedUnit, _ reason: String) {
        refuse(unit.position, "unit \(quoted(unit.id, limit: 200)) of \(unit.catalogPath) refused: \(reason)")
    }

    mutating func refuse(_ position: SourcePosition?, _ message: String) {
        refused += 1
        Console.error("\(UntrustedText.logLine(filePath))\(position.map { ":\($0.line):\($0.column)" } ?? ""): error: \(UntrustedText.logLine(message))\n")
    }

    mutating func warn(_ unit: ImportedUnit, _ message: String) {
        Console.error("\(UntrustedText.logLine(filePath)):\(unit.position.line):\(unit.position.column): warning: unit \(UntrustedText.logLine(quoted(unit.id, limit: 200))): \(UntrustedText.logLine(message))\n")
    }

    /// A note about the whole file (a language mapped, a catalog written in place), said once.
    mutating func note(_ message: String) {
        guard notesSaid.insert(message).inserted else { return }
        Console.error("\(ToolInfo.name): note: \(UntrustedText.logLine(message))\n")
    }

    mutating func failFile(_ message: String) {
        fileFailed = true
        Console.error("\(ToolInfo.name): error: \(UntrustedText.logLine(message))\n")
    }

    func summary(dryRun: Bool) -> String {
        let verb = dryRun ? "Would import" : "Imported"
        var text = "\(verb) \(imported) unit\(imported == 1 ? "" : "s") into \(catalogs) catalog\(catalogs == 1 ? "" : "s"); "
            + "\(refused) refused, \(unchanged) already there, \(untranslated) left untranslated.\n"
        for state in byState.keys.sorted() {
            let outcomes = byState[state]!.sorted { $0.key.phrase < $1.key.phrase }.map { "\($0.value) \($0.key.phrase)" }
            text += "  \(UntrustedText.logLine(state)): \(outcomes.joined(separator: ", ")).\n"
        }
        return text
    }
}
