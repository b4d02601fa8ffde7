import Testing
@testable import CatalogKitLite

/// A member of a local or a property set earlier in the same function and read back gives what
/// was assigned: flaccy's settings rows and sync header, dynamic in the thirty-sixth study.
struct MemberAssignmentTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    @Test func aMemberSetInEachBranchIsReadBack() throws {
        let found = try uses(#"""
            final class SettingsViewController: UITableViewController {
                private let header = UILabel()
                func cell(for row: Row, cell: UITableViewCell) {
                    var content = cell.defaultContentConfiguration()
                    if row.isConnected {
                        content.text = String(localized: "Last.fm Account")
                    } else {
                        content.text = String(localized: "Connect to Last.fm")
                    }
                    cell.contentConfiguration = content
                    cell.accessibilityLabel = content.text
                }
                func sync(count: Int) {
                    self.header.text = String(localized: "Syncing tracks…")
                    accessibilityLabel = header.text
                    accessibilityHint = other.text
                }
                func later(cell: UITableViewCell, name: String) {
                    var content = cell.defaultContentConfiguration()
                    cell.accessibilityLabel = content.text
                    content.text = String(localized: "Too late")
                    content.secondaryText = name
                    cell.accessibilityValue = content.secondaryText
                }
                func appended(cell: UITableViewCell) {
                    var content = cell.defaultContentConfiguration()
                    content.text = String(localized: "Base")
                    content.text += "!"
                    cell.accessibilityLabel = content.text
                }
            }
            """#)
        #expect(found.map(\.argumentInWords) == [
            "key Last.fm Account", "key Connect to Last.fm", "key Syncing tracks…", "dynamic property-of-value",
            "dynamic property-of-value", "dynamic parameter", "dynamic property-of-value",
        ])
    }
}
