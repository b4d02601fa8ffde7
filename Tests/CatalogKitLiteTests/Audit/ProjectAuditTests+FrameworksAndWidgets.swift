import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// addy's app looks its text up in `Bundle(for: SharedData.self)`, its shared framework's
    /// bundle (51st study): the lookup reads the catalogs of the target that compiles the class, not
    /// those of the app that runs it.
    @Test func aLookupInTheBundleOfAClassReadsTheCatalogsOfTheTargetThatCompilesIt() throws {
        let fixture = try Fixture()
        try fixture.folder.write("Kit/KitToken.swift", "final class KitToken {}\n")
        try fixture.folder.write("App/Shared.swift", """
            Image("x").accessibilityLabel(Text("kit.label", bundle: Bundle(for: KitToken.self)))
            Image("y").accessibilityLabel(String(localized: "kit.missing", bundle: Bundle(for: KitToken.self)))
            Image("z").accessibilityLabel(Text("kit.label", bundle: Bundle(for: UnknownToken.self)))
            """)
        let run = fixture.run()
        let findings = sourceFindings(run)["Shared.swift"] ?? []
        // The framework's catalog has kit.label, not kit.missing; a class no file of the run
        // declares names no bundle the reader knows: its lookup reads the app's, which lacks it.
        #expect(findings == ["key-not-in-catalog kit.missing", "key-not-in-catalog kit.label"], "\(findings)")
        let missing = try #require(run.sources.flatMap(\.findings).first { $0.location.key == "kit.missing" })
        #expect(missing.message.contains("Kit/Localizable.xcstrings"), "\(missing.message)")
    }
}

extension ProjectAuditTests {
    /// Xcode's template control in a widget extension (ActiTracker's `MyExtensionControl`, 51st
    /// study): its `@main` is another widget and no `WidgetBundle` lists it, so it is never shown;
    /// a widget the bundle lists is judged.
    @Test func aWidgetNoWidgetBundleListsIsLeftOut() throws {
        let fixture = try Fixture()
        try fixture.folder.write("Widget/Widgets.swift", """
            @main struct Widgets: WidgetBundle { var body: some Widget { Listed() } }
            struct Listed: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "l") { _ in Image("l").accessibilityLabel("listed.label") } } }
            struct TemplateControl: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "t") { ControlWidgetButton(action: Start()) { Label("Start Timer", systemImage: "timer") } } } }
            """)
        let run = fixture.run()
        let widgets = try #require(run.sources.first { $0.path.hasSuffix("Widgets.swift") })
        #expect(widgets.findings.map { "\($0.ruleID) \($0.location.key)" } == ["key-not-in-catalog listed.label"])
        #expect(widgets.source.skipped.map(\.reason) == ["TemplateControl is a widget no widget bundle lists"])
    }
}
