/// Debug tooling an app target compiles and shows only to its developers: DuckDuckGo's
/// `DataBrokerProtectionDebugMenu`, `SyncDebugMenu` and `setupDebugMenu()`, whose menu a release
/// build shows only behind an internal feature flag (57th study: 200 of the browser's 277
/// hard-coded findings were such menus' items, "Reset Data", "Populate Stub objects"). A type or
/// function named with the word "Debug" (`DebugMenu`, `OnboardingDebugView`, `debugSettings()`)
/// holds text for the people who build the app, in their language; no VoiceOver user of the app
/// reaches it, so the uses inside are set aside like those under `#if DEBUG`.
enum UnshippedDebugTools {
    /// Moves the uses inside the bodies of types and functions named as debug tooling (`bodies`, per
    /// source, as ``bodies(in:)`` finds them) into `skipped`. (A type made only inside them is set
    /// aside by ``UnshippedTypes``, which these bodies seed.)
    static func separate(_ sources: inout [ScannedSource], bodies: [[(body: Range<Int>, name: String)]]) {
        for (index, found) in bodies.enumerated() where !found.isEmpty && index < sources.count {
            guard !sources[index].scan.uses.isEmpty || !sources[index].scan.otherLookups.isEmpty else { continue }
            UnshippedTypes.setAside(found.map { ($0.body, "\($0.name) is debug tooling (named so): its texts are for the app's developers") }, in: &sources[index])
        }
    }

    /// The bodies of the file's types, extensions and functions named as debug tooling, each with
    /// its name as a reason shows it (`SyncDebugMenu`, `setupDebugMenu()`).
    static func bodies(in file: SwiftLexedFile) -> [(body: Range<Int>, name: String)] {
        file.typeBodies(["struct", "class", "enum", "actor", "extension", "func"]).compactMap { declaration in
            let name = file.text(ofToken: declaration.name)
            guard isNamedAsDebugTool(name) else { return nil }
            return (declaration.body, file.token(declaration.keyword, is: "func") ? "\(name)()" : name)
        }
    }

    /// Words after "Debug" that name a support feature users reach: a log they send, the
    /// information they copy for a report.
    static let userFacingFollowers: Set<String> = [
        "Log", "Logs", "Info", "Information", "Report", "Reports", "Description", "Export", "Share", "Feedback", "Mail", "Email",
    ]

    /// Whether a name holds "Debug" as a word of its own: `DebugMenu`, `SyncDebugMenu`,
    /// `debugSettings`, `setupDebugMenu`, `Debug`; not `Debugger`, `debugging` or `undebuggable`,
    /// nor the support features users reach, whose next word says so (`DebugLogExportView`,
    /// `sendDebugLog()`, `DebugInfoView`, `DebugReport`).
    static func isNamedAsDebugTool(_ name: String) -> Bool {
        let characters = Array(name)
        let word = Array("ebug")
        var index = 0
        while index + word.count < characters.count {
            defer { index += 1 }
            let first = characters[index]
            // "Debug" after a word in lower case or at the start, or "debug" at the start.
            let starts = first == "D" && (index == 0 || characters[index - 1].isLowercase || characters[index - 1].isNumber)
                || first == "d" && index == 0
            guard starts, Array(characters[(index + 1)...(index + word.count)]) == word else { continue }
            let end = index + word.count + 1
            if end == characters.count || characters[end].isNumber || characters[end] == "_" { return true }
            guard characters[end].isUppercase else { continue }
            let next = String(characters[end...].prefix { $0.isLetter }.enumerated().prefix { $0.offset == 0 || $0.element.isLowercase }.map(\.element))
            if !userFacingFollowers.contains(next) { return true }
        }
        return false
    }
}
