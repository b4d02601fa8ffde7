import Testing
@testable import CatalogKitLite

/// A name a `switch` clause binds to an enum case's associated value takes the arguments the
/// module gives that case where it makes it (Konjugieren's `.photo(filename:accessibilityLabel:)`,
/// whose image labels were dynamic in the thirty-fifth study), typed as the case declares them.
struct AssociatedValueTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    @Test func aCaseBindingTakesTheArgumentsWhereTheCaseIsMade() throws {
        let found = try uses(#"""
            enum L { enum ImageInfo { static var cliff: String { String(localized: "ImageInfo.cliff") } } }
            enum InfoMedia: Hashable {
                case photo(filename: String, accessibilityLabel: String)
                case badge(LocalizedStringKey, count: Int)
            }
            let pages: [InfoMedia] = [
                .photo(filename: "Cliff", accessibilityLabel: L.ImageInfo.cliff),
                InfoMedia.photo(filename: "Josh", accessibilityLabel: "Josh Adams"),
                .badge("New", count: 3),
            ]
            struct InfoView: View {
                let media: InfoMedia
                var body: some View {
                    switch media {
                    case .photo(let filename, let accessibilityLabel):
                        Image(filename).accessibilityLabel(accessibilityLabel)
                    case let .badge(title, count):
                        Text("\(count)").accessibilityLabel(title).accessibilityValue(count)
                    }
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key ImageInfo.cliff", "text Josh Adams", "key New", "dynamic variable-not-resolved"])
    }

    /// `if case .photo(_, let label) = media {` binds the name in its block as a clause does.
    @Test func anIfCaseBindingTakesTheArgumentsToo() throws {
        let found = try uses(#"""
            enum Media {
                case photo(name: String, label: LocalizedStringKey)
                case none
            }
            let cover = Media.photo(name: "cover", label: "Album cover")
            struct Cover: View {
                let media: Media
                var body: some View {
                    if case .photo(let name, let label) = media {
                        Image(name).accessibilityLabel(label)
                    }
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key Album cover"])
    }

    /// `guard case .photo(_, let label) = media else { return }` binds the name for the rest of its
    /// block; a guard inside a nested block, or after the use, does not.
    @Test func aGuardCaseBindsForTheRestOfItsBlock() throws {
        let found = try uses(#"""
            enum Media {
                case photo(name: String, label: String)
                case none
            }
            let cover = Media.photo(name: "cover", label: String(localized: "Album cover"))
            final class CoverCell: UIView {
                func show(_ media: Media, other: Media) {
                    guard case let .photo(name, label) = media else { return }
                    accessibilityLabel = label
                }
                func early(_ media: Media, caption: String) {
                    accessibilityLabel = caption
                    guard case .photo(_, let caption) = media else { return }
                    accessibilityHint = caption
                }
                func nested(_ media: Media, label: String) {
                    if media != .none { guard case .photo(_, let label) = media else { return } }
                    accessibilityValue = label
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == [
            "key Album cover", "dynamic parameter", "key Album cover", "dynamic parameter",
        ])
    }

    /// A switch that does not bind the name leaves it to the `switch` around it; one that binds it
    /// otherwise (`case let label as String`) hides the outer binding.
    @Test func anInnerSwitchThatDoesNotBindTheNameLeavesItToTheOuter() throws {
        let found = try uses(#"""
            enum Media {
                case photo(name: String, label: LocalizedStringKey)
                case none
            }
            let cover = Media.photo(name: "cover", label: "Album cover")
            struct Cover: View {
                let media: Media
                let size: Int
                let extra: Any
                var body: some View {
                    switch media {
                    case .photo(_, let label):
                        switch size {
                        case 0: Image("small").accessibilityLabel(label)
                        default:
                            switch extra {
                            case let label as String: Image("big").accessibilityLabel(label)
                            default: EmptyView()
                            }
                        }
                    case .none: EmptyView()
                    }
                }
            }
            """#)
        // The name `case let label as String` binds is the switched value, not the case's label.
        #expect(found.count == 2)
        #expect(found.first?.argumentInWords == "key Album cover")
        #expect(found.last?.argumentInWords.hasPrefix("dynamic") == true)
    }

    /// flaccy's recap settings: `case .frequency(let frequency, let selected):` of `case
    /// frequency(RecapFrequency, Bool)`, then `cell.accessibilityLabel = frequency.displayName`: the
    /// bound value has the type the case declares, whose localized member is read.
    @Test func aBoundValueHasTheTypeItsCaseDeclares() throws {
        let found = try uses(#"""
            enum RecapFrequency: CaseIterable {
                case off, weekly
                var displayName: String {
                    switch self {
                    case .off: String(localized: "Off")
                    case .weekly: String(localized: "Weekly")
                    }
                }
            }
            enum Row {
                case frequency(RecapFrequency, Bool)
                case time
            }
            final class RecapViewController: UITableViewController {
                var rows: [Row] = []
                func configure(_ cell: UITableViewCell, row: Row) {
                    switch row {
                    case .frequency(let frequency, let selected):
                        cell.accessibilityLabel = frequency.displayName
                    case .time:
                        break
                    }
                    if case let .frequency(chosen, _) = row { cell.accessibilityValue = chosen.displayName }
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key Off", "key Weekly", "key Off", "key Weekly"])
    }

    /// A `guard case` of another switch clause binds nothing in this one, and a local declared
    /// after a guard (`let title = item.name` in a loop) is another value.
    @Test func aGuardBindsOnlyItsOwnClauseAndNoShadowingLocal() throws {
        let found = try uses(#"""
            enum Content { case text(String), image }
            enum Item { case header, row(String, Int) }
            let made = [Content.text(String(localized: "Header text")), Item.row(String(localized: "Row title"), 1)]
            final class Cell: UITableViewCell {
                func show(_ item: Item, content: Content, items: [Named]) {
                    switch item {
                    case .header:
                        guard case .text(let title) = content else { break }
                        accessibilityHint = title
                    case .row(let title, _):
                        accessibilityLabel = title
                    }
                    guard case .text(let title) = content else { return }
                    for item in items {
                        let title = item.name
                        accessibilityValue = title
                    }
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == ["key Header text", "key Row title", "dynamic property-of-value"])
    }
    /// macIconChanger (56th study): `self.logger.error("Setup check needs attention: …")` is a method
    /// called on a logger, not `SetupHealth.error(message)`; the case's own makers are the values.
    @Test func aMethodOfTheCasesNameCalledOnAValueMakesNoCase() throws {
        let found = try uses(#"""
            enum SetupHealth {
                case ready
                case error(String)
                var statusDescription: String {
                    switch self {
                    case .ready: return NSLocalizedString("Setup ready", comment: "")
                    case .error(let message): return message
                    }
                }
            }
            final class Monitor {
                let logger = Logger()
                func check() -> SetupHealth {
                    logger.error("Setup check needs attention")
                    self.logger.error("Still failing")
                    return .error(NSLocalizedString("Helper files missing", comment: ""))
                }
                func retry(_ failed: Bool) -> SetupHealth {
                    failed ? .error(NSLocalizedString("Retry failed", comment: "")) : .ready
                }
                func show(_ health: SetupHealth) {
                    let image = NSImage(systemSymbolName: "gear", accessibilityDescription: health.statusDescription)
                }
            }
            """#)
        let keys = found.compactMap { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(keys == ["Setup ready", "Helper files missing", "Retry failed"], "a ternary's `?` is no optional chain: \(found.map(\.argument))")
        #expect(!found.contains { if case .hardCoded = $0.argument { true } else { false } }, "\(found.map(\.argument))")
    }
}
