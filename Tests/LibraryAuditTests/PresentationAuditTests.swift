import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// The audit hands the speech rules how the code presents a string: a text field's title is its
/// placeholder, a help tag shows under a pointer, a button's title names an action, and the files'
/// imports say whether the app is a Mac's. A translation that copies its source gets no finding of
/// its own, and a German plural without the source's `one` is missing German.
struct PresentationAuditTests {
    static let keys = [
        "Enter exactly 5 hex colors separated by commas in the order above", "Sort", "Sort by name. Click to cycle through options",
        "Click to open the file.", "Display Off", "https://github.com/pear-devs/pear-desktop",
    ]

    /// A one-module app whose code imports `framework`, with the keys above in English and German
    /// (German copying the English), audited in both.
    static func audit(importing framework: String) throws -> [Finding] {
        let folder = try TemporaryFolder()
        let entries = keys.map { key in
            let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
            return #""\#(key)":{"localizations":{"en":\#(unit(key)),"de":\#(unit(key))}}"#
        }
        let plural = #""%lld files":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},"de":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}}"#
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"# + (entries + [plural]).joined(separator: ",") + #"},"version":"1.0"}"#)
        try folder.write("App/ContentView.swift", """
            import SwiftUI
            import \(framework)

            struct ContentView: View {
                @State private var colors = ""
                let count = 2
                var body: some View {
                    VStack {
                        TextField("Enter exactly 5 hex colors separated by commas in the order above", text: $colors)
                        Button("Sort") {}
                            .help("Sort by name. Click to cycle through options")
                        Image(systemName: "doc")
                            .accessibilityLabel("\\(count) files")
                            .accessibilityHint("Click to open the file.")
                        Button("Display Off") {}
                        Link("https://github.com/pear-devs/pear-desktop", destination: URL(string: "https://github.com")!)
                    }
                }
            }
            """)
        var configuration = Configuration(directory: folder.url.path)
        // Off by default since the ninth study; the address's fix is still named from the address.
        configuration.rules["electronic-and-digit-strings"] = .severity(.info)
        var settings = AuditSettings(configuration: configuration, workingDirectory: folder.url.path)
        settings.languagesOverride = ["en", "de"]
        let audit = AccessibilityAudit(settings: settings, rules: .standard)
        return audit.run(paths: [folder.url.appendingPathComponent("App").path]).catalogs.flatMap(\.findings)
    }

    static func describe(_ findings: [Finding]) -> String {
        findings.map { "\($0.ruleID) \($0.location.language ?? "-") \($0.location.key): \($0.message)" }.joined(separator: "\n")
    }

    @Test func aMacAppIsHeardAsAMacApp() throws {
        let findings = try Self.audit(importing: "AppKit")
        let rules = Set(findings.map(\.ruleID))
        #expect(!rules.contains("label-too-long"), "a text field's title is its placeholder:\n\(Self.describe(findings))")
        #expect(!rules.contains("hint-gesture-word"), "Mac users click, in a help tag and in a hint:\n\(Self.describe(findings))")
        #expect(!rules.contains("label-state-word"), "a button's title names an action:\n\(Self.describe(findings))")
        let link = findings.filter { $0.ruleID == "electronic-and-digit-strings" }
        #expect(link.map { $0.location.language } == ["en"], "the German copy is the same issue:\n\(Self.describe(findings))")
        #expect(link.first?.suggestion == "pear-desktop on GitHub")
    }

    @Test func anIOSAppIsToldNotToSayClick() throws {
        let findings = try Self.audit(importing: "UIKit")
        let gestures = findings.filter { $0.ruleID == "hint-gesture-word" }
        #expect(gestures.map(\.location.key) == ["Click to open the file."], "only the hint; the help tag shows under a pointer:\n\(Self.describe(findings))")
    }

    @Test func aGermanPluralWithoutTheSourcesOneIsMissingGerman() throws {
        let findings = try Self.audit(importing: "AppKit")
        let missing = findings.filter { $0.ruleID == "missing-translation" && $0.location.key == "%lld files" }
        #expect(missing.count == 1, "\(Self.describe(findings))")
        #expect(missing.first?.severity == .warning)
        #expect(missing.first?.location.variationPath.description == "plural")
        #expect(missing.first?.message.contains("lacks the 'one' variant the source has") == true, "\(missing.map(\.message))")
    }

    /// A storyboard's key names the property it localizes: `….placeholder` is a text field's
    /// placeholder, shown to be read or typed as written (GoMap's tile server field): its symbols
    /// are no finding; the same text under another key is judged as any text.
    @Test func anInterfaceBuilderPlaceholderIsAPrompt() throws {
        let folder = try TemporaryFolder()
        let unit = #"{"stringUnit":{"state":"translated","value":"Server name | host"}}"#
        let entries = ["dzT-B4-za3.placeholder", "server.name.text"].map { #""\#($0)":{"localizations":{"en":\#(unit),"de":\#(unit)}}"# }
        try folder.write("App/Main.xcstrings", #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#)
        var configuration = Configuration(directory: folder.url.path)
        // Off by default since the ninth study; the address's fix is still named from the address.
        configuration.rules["electronic-and-digit-strings"] = .severity(.info)
        var settings = AuditSettings(configuration: configuration, workingDirectory: folder.url.path)
        settings.languagesOverride = ["en", "de"]
        settings.allStrings = true
        let findings = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path]).catalogs.flatMap(\.findings)
        let separators = findings.filter { $0.ruleID == "symbol-separator" }
        // The German copies the English: one finding, the source's.
        #expect(separators.map(\.location.key) == ["server.name.text"], "\(Self.describe(findings))")
    }

    /// A help tag that names a count the app works out (PhotoBooks' "about %lld photos") is not the
    /// only place a listener hears it when the same file shows that value in other text; where no
    /// other text of the file interpolates it, the hint is the only place, and the finding stays.
    @Test func aCountTheScreenAlsoShowsIsNotOnlyInTheHint() throws {
        func findings(summary: String) throws -> [Finding] {
            let folder = try TemporaryFolder()
            let keys = ["Create a balanced selection", "Keeps a balanced selection of about %lld photos", "About %lld photos", "%lld selected"]
            let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
            let entries = keys.map { #""\#($0)":{"localizations":{"en":\#(unit($0)),"de":\#(unit($0))}}"# }
            try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#)
            try folder.write("App/CurationView.swift", """
                import SwiftUI

                struct CurationView: View {
                    let model: CurationModel
                    var body: some View {
                        VStack {
                            Text(summary)
                            Button(String(localized: "Create a balanced selection")) {}
                                .accessibilityHint(Text("Keeps a balanced selection of about \\(model.photoCount) photos"))
                        }
                    }
                    private var summary: String {
                        String(localized: "\(summary)")
                    }
                }
                """)
            var settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
            settings.languagesOverride = ["en", "de"]
            return AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path]).catalogs.flatMap(\.findings)
        }
        let shown = try findings(summary: "About \\(model.photoCount) photos")
        #expect(!shown.contains { $0.ruleID == "hint-only-essential" }, "the count is on screen:\n\(Self.describe(shown))")
        let other = try findings(summary: "\\(model.selectedCount) selected")
        let essential = other.filter { $0.ruleID == "hint-only-essential" }
        #expect(!essential.isEmpty && essential.allSatisfy { $0.location.key == "Keeps a balanced selection of about %lld photos" },
                "another value on screen does not say this one:\n\(Self.describe(other))")
    }

    /// The platform comes from the Xcode target's SDK where its code imports neither UIKit nor AppKit:
    /// on Apple TV a hint names the remote's buttons ("Press Select…", RAYN), which VoiceOver users
    /// press as everyone does; the same hint of an iPhone app names a gesture.
    @Test(arguments: [("appletvos", false), ("iphoneos", true)])
    func theTargetsSDKSaysWhereAHintIsHeard(sdk: String, flagged: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            MAIN = {isa = PBXGroup; children = (APPDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); }; name = Release; };
            \t\tP = {isa = PBXProject; mainGroup = MAIN; targets = (APP); knownRegions = (en, de); };
            \t};
            \trootObject = P;
            }
            """)
        try folder.write("App/ForecastCard.swift", """
            import SwiftUI
            struct ForecastCard: View {
                var body: some View {
                    Button("Today") {}
                        .accessibilityHint("Press Select to open the hourly forecast.")
                }
            }
            """)
        let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Today":{"localizations":{"en":\#(unit("Today")),"de":\#(unit("Heute"))}},"Press Select to open the hourly forecast.":{"localizations":{"en":\#(unit("Press Select to open the hourly forecast.")),"de":\#(unit("Drücke Auswählen, um die stündliche Vorhersage zu öffnen."))}}},"version":"1.0"}"#)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let findings = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path]).catalogs.flatMap(\.findings)
        #expect(findings.contains { $0.ruleID == "hint-gesture-word" && $0.location.language == "en" } == flagged, "\(sdk):\n\(Self.describe(findings))")
    }

    /// The texts of a button's label closure are heard together as its label ("Version, 1.0.0",
    /// miranda's settings row), so the word beside the number introduces it; the same number as the
    /// title of a button of its own is heard alone and needs "version".
    @Test(arguments: [(true, false), (false, true)])
    func partsOfOneLabelIntroduceEachOther(together: Bool, flagged: Bool) throws {
        let folder = try TemporaryFolder()
        let body = together
            ? "Button {} label: { HStack { Text(\"Version\"); Spacer(); Text(\"1.0.0\") } }"
            : "Button(\"Version\") {}\n        Button {} label: { Text(\"1.0.0\") }"
        try folder.write("App/AboutView.swift", """
            import SwiftUI
            struct AboutView: View {
                var body: some View {
                    \(body)
                }
            }
            """)
        let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let entries = ["Version", "1.0.0"].map { #""\#($0)":{"localizations":{"en":\#(unit($0)),"de":\#(unit($0))}}"# }
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#)
        var settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        settings.languagesOverride = ["en", "de"]
        let findings = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path]).catalogs.flatMap(\.findings)
        let versions = findings.filter { $0.ruleID == "version-without-keyword" }
        #expect(versions.isEmpty != flagged, "\(body):\n\(Self.describe(findings))")
        #expect(versions.allSatisfy { $0.location.key == "1.0.0" }, "\(Self.describe(findings))")
    }
}
