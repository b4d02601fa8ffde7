import CatalogKitLite
import Foundation
import Testing
import TestSupport

extension CodeEvidenceTests {
    /// FinPessoal's insights (59th study): `FinancialInsight(title: "insights.spending.decrease.title")`
    /// shown as `Text(String(localized: LocalizedStringResource(stringLiteral: insight.title)))`. Xcode
    /// marks the key stale, as it extracts only literals given to a lookup; the code writes it, so it is
    /// in use, not stale. A stale key the code never writes, or one written as a sentence, is still
    /// reported (a sentence is rarely a key kept in a value). One written only under `#if DEBUG` is
    /// used only by code that does not ship, as a key only such code looks up is: not stale either
    /// (deleting it would show the raw key in debug builds), and heard by no user.
    @Test func aKeyTheCodeWritesAsALiteralIsNotStale() throws {
        let catalog = Self.catalog([
            Entry(key: "insights.spending.decrease.title", english: "Spending went down", german: "Ausgaben gesunken", state: "stale"),
            Entry(key: "insights.old.title", english: "Old insight", german: "Alter Hinweis", state: "stale"),
            Entry(key: "Spending went up", english: "Spending went up", german: "Ausgaben gestiegen", state: "stale"),
            Entry(key: "insights.debug.title", english: "Debug insight", german: "Debug-Hinweis", state: "stale"),
            Entry(key: "Done", english: "Done", german: "Fertig"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Insights": """
            import SwiftUI
            struct FinancialInsight { let title: String }
            let insights = [
                FinancialInsight(title: "insights.spending.decrease.title"),
                FinancialInsight(title: "Spending went up"),
            ]
            #if DEBUG
            let debugInsight = FinancialInsight(title: "insights.debug.title")
            #endif
            struct InsightRow: View {
                let insight: FinancialInsight
                var body: some View {
                    Text(String(localized: LocalizedStringResource(stringLiteral: insight.title)))
                    Button("Done") { }
                }
            }
            """], allStrings: true)
        let stale = run.findings.filter { $0.ruleID == "stale-key" }.map(\.location.key).sorted()
        #expect(stale == ["Spending went up", "insights.old.title"], "\(stale)")
    }

    /// A key written as a literal only under `#if DEBUG` is heard by no user: the speech rules leave
    /// its text alone, while a key written where the release build reaches is judged as spoken.
    @Test func aKeyWrittenOnlyInDebugCodeIsHeardNowhere() throws {
        let catalog = Self.catalog([
            Entry(key: "insights.spending.title", english: "Spending | down", german: "Ausgaben | gesunken"),
            Entry(key: "insights.debug.title", english: "Debug | insight", german: "Debug | Hinweis"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Insights": """
            import SwiftUI
            struct FinancialInsight { let title: String }
            let shipped = FinancialInsight(title: "insights.spending.title")
            #if DEBUG
            let debugInsight = FinancialInsight(title: "insights.debug.title")
            #endif
            """], allStrings: true)
        let judged = Set(run.findings.filter { $0.ruleID == "symbol-separator" }.map(\.location.key))
        #expect(judged == ["insights.spending.title"], "\(run.findings.map(\.message))")
    }
}
