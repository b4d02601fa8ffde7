import Testing
@testable import CatalogKitLite

/// A strings enum's nested type that shares its name with a model type of the app: the written
/// path decides which type's member is meant (Konjugieren's `L.BrowseableFamily.separable` beside
/// `enum BrowseableFamily { case separable }`; the thirty-fifth study found such labels dynamic).
struct NestedTypeMembersTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func described(_ use: AccessibilityUse) -> String {
        switch use.argument {
        case .localized(let lookup): "key \(lookup.key.plainText ?? "")"
        case .hardCoded(let literal): "text \(literal.plainText ?? "")"
        case .dynamic(_, let reason): "dynamic \(reason.rawValue)"
        default: "other"
        }
    }

    @Test func aNestedTypesMemberIsNotTheSameNamedCaseOfAModelType() throws {
        let found = try uses(#"""
            enum L {
                enum BrowseableFamily {
                    static var separable: String { String(localized: "BrowseableFamily.separable") }
                }
                enum Quiz {
                    static var start: String { String(localized: "Quiz.start") }
                }
            }
            enum BrowseableFamily: String, CaseIterable {
                case separable
                case strong
                var title: String { rawValue.capitalized }
            }
            struct VerbView: View {
                let family: BrowseableFamily
                var body: some View {
                    Label(L.BrowseableFamily.separable, systemImage: "arrow.left.arrow.right")
                    Label(L.Quiz.start, systemImage: "play")
                    Label(BrowseableFamily.strong.rawValue, systemImage: "bolt")
                }
            }
            """#)
        #expect(found.map(described) == ["key BrowseableFamily.separable", "key Quiz.start", "text strong"])
    }
}
