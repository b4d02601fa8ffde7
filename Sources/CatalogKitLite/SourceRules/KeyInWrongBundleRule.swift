/// `key-in-wrong-bundle`: a package or framework target's key looked up in the app's main bundle.
package enum KeyInWrongBundleRule {
    package static let description = RuleDescription(
        id: "key-in-wrong-bundle",
        summary: "A Swift package or framework target looks up its own catalog's key in the main bundle, where it is not found at run time.",
        rationale: "A SwiftUI literal, Text(\"…\") or String(localized:) without bundle: .module reads the app's main bundle. The key is only in the package target's own catalog, so the lookup finds nothing: VoiceOver speaks the key or the English, never the German that is in the catalog. A key the catalog marks not to translate (a license name, \"GPL-3.0\") reads the same from either bundle and is not reported.",
        fix: "Add bundle: .module (Text(\"…\", bundle: .module), String(localized: \"…\", bundle: .module)), or move the key into the app's catalog.",
        defaultSeverity: .warning,
        examples: [
            RuleExample("Image(systemName: \"play\").accessibilityLabel(\"player.play.label\")", role: .label, triggers: true, note: "SwiftUI literal: main bundle"),
            RuleExample("view.accessibilityLabel = String(localized: \"Close\")", role: .label, triggers: true, note: "String(localized:) without bundle: .module"),
            RuleExample("Image(systemName: \"play\").accessibilityLabel(Text(\"player.play.label\", bundle: .module))", role: .label, triggers: false, note: "looked up in the target's bundle"),
            RuleExample("Button(\"Done\") { dismiss() }", role: .label, triggers: false, note: "the key is in the app's catalog, where the main bundle finds it"),
            RuleExample("LabeledContent(\"Status\", value: state)", role: .label, triggers: false,
                        note: "German writes it alike: the user hears the same word from either bundle (SubTrack)"),
            RuleExample("Text(\"x\").accessibilityLabel(\"\\(preset.name) (\\(preset.email))\")", role: .label, triggers: false,
                        note: "no words: a name and an address in brackets read alike from either bundle (GitOK)"),
        ])

    package static let rule = SourceRule(description: description) { use, context in
        // Text a German user hears alike in either bundle ("Status", "FFmpeg.org", "OK") loses nothing.
        guard case .localized(let lookup) = use.argument, case .onlyInTargetCatalog(let path, let owner)? = context.lookup,
              !context.isHeardAlikeInGerman(lookup.key) else { return [] }
        return [context.finding(
            description, at: use.keyPosition, key: lookup.key.writtenText, role: use.role,
            message: "The \(use.roleInWords) key \(quoted(lookup.key.writtenText))\(use.originInWords) given to \(use.formInWords) is looked up in the main bundle, but only \(path) of this \(owner) has it: at run time the German is never found",
            suggestion: "Add bundle: .module to the lookup, or move the key into the app's catalog.")]
    }
}
