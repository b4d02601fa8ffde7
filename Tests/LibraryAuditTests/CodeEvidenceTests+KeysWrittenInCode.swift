import CatalogKitLite
import Foundation
import Testing
import TestSupport

extension CodeEvidenceTests {
    /// FinPessoal's insights (59th study): `FinancialInsight(title: "insights.spending.decrease.title")`
    /// shown as `Text(String(localized: LocalizedStringResource(stringLiteral: insight.title)))`. Xcode
    /// marks the key stale, as it extracts only literals given to a lookup; the code writes it, so it is
    /// in use, not stale. A stale key the code never writes, or one written as a sentence, is still
    /// reported (a sentence is rarely a key kept in a value), and so is one written only under
    /// `#if DEBUG`: no release build keeps it in use (30th session's review).
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
        #expect(stale == ["Spending went up", "insights.debug.title", "insights.old.title"], "\(stale)")
    }
}
