/// Files of another module whose public declarations make localized text: DonpaSquad's `DonpaCore`
/// models (`public var label: String { switch self { case .basic: String(localized: "Basic", bundle:
/// .module) … } }`), which the app shows as `Text(verbatim: family.label)`. Read after a module's own
/// files (``SwiftModule/adding(_:)``), their members are followed where the module shows
/// them, as its own are (the thirty-third study's judge found nine such sites unread in one app).
enum ImportedDeclarations {
    /// Whether a file declares something public and makes a lookup: `String(localized:`,
    /// `NSLocalizedString(`, `LocalizedStringResource(`, or a declaration typed
    /// `LocalizedStringResource` or `LocalizedStringKey`, whose literals are keys (swmpc's package
    /// `public var label: LocalizedStringResource { switch self { case .artist: "Artist" … } }`,
    /// looked up in the main bundle of the app that shows it). One pass over its keywords.
    static func declaresPublicText(_ file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        var isPublic = false
        var looksUp = false
        for index in tokens.indices where tokens[index].keyword != .none {
            switch tokens[index].keyword {
            case .public, .open:
                isPublic = true
            case .LocalizedStringResource, .LocalizedStringKey:
                let annotates = index > 0 && (tokens[index - 1].kind == .colon || file.token(index - 1, is: "->"))
                looksUp = looksUp || annotates || file.startsLookupCall(at: index)
            default:
                looksUp = looksUp || file.startsLookupCall(at: index)
            }
            if isPublic && looksUp { return true }
        }
        return false
    }

    /// Each module with the files that the other modules' `exporters` (positions of their own
    /// files, per module) name after its own; a module no other exports to stays as it is.
    static func extend(_ modules: [SwiftModule], exporters: [[Int]]) -> [SwiftModule] {
        modules.indices.map { index in
            modules[index].adding(exporters.indices.filter { $0 != index }.map { (module: modules[$0], files: exporters[$0]) })
        }
    }
}

extension SwiftLexedFile {
    /// Whether the token starts a call of a lookup: `String(localized:`, `NSLocalizedString(`,
    /// `LocalizedStringResource(`.
    func startsLookupCall(at index: Int) -> Bool {
        switch tokens[index].keyword {
        case .NSLocalizedString, .LocalizedStringResource:
            return index + 1 < tokens.count && tokens[index + 1].kind == .leftParen
        case .String:
            return index + 2 < tokens.count && tokens[index + 1].kind == .leftParen && token(index + 2, is: "localized")
        default:
            return false
        }
    }
}
