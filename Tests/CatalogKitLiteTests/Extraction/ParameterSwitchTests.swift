import Testing
@testable import CatalogKitLite

/// A followed function whose body switches over its parameter with string cases, each returning a
/// lookup, and a `default` that gives the parameter back (Kindred's `localizedName(for tag:)`, 52nd
/// study): a loop over the listed tags reaches the cases, not the `default`; a literal reaches its
/// own case, or the `default` when no case names it.
struct ParameterSwitchTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    static let source = #"""
        struct DietaryBar: View {
            private let tags = ["Vegan", "Keto"]
            private func localizedName(for tag: String) -> String {
                switch tag {
                case "Vegan": return String(localized: "dietary.vegan")
                case "Keto": return String(localized: "dietary.keto")
                default: return tag
                }
            }
            private func hint(for tag: String) -> String {
                switch tag {
                case "Vegan": return String(localized: "dietary.vegan.hint")
                default: return "Unknown diet"
                }
            }
            var body: some View {
                ForEach(tags, id: \.self) { tag in
                    Image("chip").accessibilityLabel(localizedName(for: tag)).accessibilityHint(hint(for: tag))
                }
                Image("a").accessibilityLabel(localizedName(for: "Keto"))
                Image("b").accessibilityLabel(localizedName(for: "Paleo"))
            }
        }
        """#

    func argument(_ use: AccessibilityUse) -> String {
        switch use.argument {
        case .localized(let lookup): "key \(lookup.key.plainText ?? "")"
        case .hardCoded(let literal): "text \(literal.plainText ?? "")"
        default: "other"
        }
    }

    @Test func aDefaultGivingBackTheSubjectIsNotReachedByListedValues() throws {
        let found = try uses(Self.source)
        let labels = found.filter { $0.role == .label }.map(argument)
        #expect(labels == ["key dietary.vegan", "key dietary.keto", "key dietary.keto", "text Paleo"], "\(labels)")
        // A default that says something of its own is still reached.
        let hints = found.filter { $0.role == .hint }.map(argument)
        #expect(hints == ["key dietary.vegan.hint", "text Unknown diet"], "\(hints)")
    }
}
