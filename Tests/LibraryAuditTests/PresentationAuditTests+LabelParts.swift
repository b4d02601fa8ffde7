import CatalogKitLite
import Foundation
import Testing
import TestSupport

extension PresentationAuditTests {
    /// Nikki's plan card (60th study): `Button(action: onTap) { Text(title); Text(price);
    /// Text(caption) }` with the caption "¥250/month". VoiceOver reads the three texts as one label,
    /// "Yearly, ¥3,000, ¥250/month", which says what costs that: no bare price. The same caption
    /// as a button's only text is one. The branches of one argument are one text, not several, and
    /// a part that is another amount names nothing (`Text("¥3,000"); Text("¥250/year")`), nor do
    /// the texts of an `if` and its `else`.
    @Test func aPriceBesideOtherTextsOfAButtonsLabelIsNotBare() throws {
        let catalog = CodeEvidenceTests.catalog([
            .init(key: "Yearly", english: "Yearly", german: "Jährlich"),
            .init(key: "¥250/month", english: "¥250/month", german: "250 ¥/Monat"),
            .init(key: "¥300/month", english: "¥300/month", german: "300 ¥/Monat"),
            .init(key: "¥3,000/month", english: "¥3,000/month", german: "3.000 ¥/Monat"),
            .init(key: "¥3,000", english: "¥3,000", german: "3.000 ¥"),
            .init(key: "¥250/year", english: "¥250/year", german: "250 ¥/Jahr"),
            .init(key: "¥29/year", english: "¥29/year", german: "29 ¥/Jahr"),
            .init(key: "¥9/month", english: "¥9/month", german: "9 ¥/Monat"),
        ])
        let run = try CodeEvidenceTests.run(catalogs: ["Localizable": catalog], swift: ["Paywall": """
            import SwiftUI
            struct PlanCard: View {
                let title: String
                let caption: String
                var body: some View {
                    Button(action: {}) {
                        Text(title)
                        Text(caption)
                    }
                }
            }
            struct Root: View {
                @State private var yearly = false
                var body: some View { Paywall(yearly: yearly).onTapGesture { yearly.toggle() } }
            }
            struct Paywall: View {
                let yearly: Bool
                var body: some View {
                    PlanCard(title: String(localized: "Yearly"), caption: String(localized: "¥250/month"))
                    Button(action: {}) {
                        Text(yearly ? "¥3,000/month" : "¥300/month")
                    }
                    Button(action: {}) {
                        Text("¥3,000")
                        Text("¥250/year")
                    }
                    Button(action: {}) {
                        if yearly { Text("¥29/year") } else { Text("¥9/month") }
                    }
                }
            }
            """])
        let bare = Set(run.findings.filter { $0.ruleID == "bare-price" }.map(\.location.key))
        #expect(bare == ["¥3,000/month", "¥300/month", "¥3,000", "¥250/year", "¥29/year", "¥9/month"], "\(run.findings.map(\.message))")
    }
}
