import Testing
@testable import CatalogKitLite

/// An AppKit button's title, set on an `NSButton` outlet, is its name for VoiceOver (big-wallet's
/// welcome screen, 55th study), and so is a menu item's or a bar button's, declared by type or made
/// by its initialiser (56th study); a view controller's or a window's title, or another property's, is not.
struct AppKitButtonTitleTests {
    @Test func aTitleSetOnAButtonPropertyIsItsLabel() throws {
        let found = try AccessibilityCallRecognizer().scan(Array(#"""
            import AppKit
            final class WelcomeViewController: NSViewController {
                @IBOutlet private weak var getStartedButton: NSButton!
                @IBOutlet private weak var messageLabel: NSTextField!
                private var item = NSMenuItem()
                override func viewDidLoad() {
                    getStartedButton.title = NSLocalizedString("Get Started", comment: "")
                    self.getStartedButton.title = NSLocalizedString("Continue", comment: "")
                    messageLabel.stringValue = "Welcome"
                    title = "Wallet"
                    view.window?.title = "Wallet"
                    item.title = "Quit"
                }
            }
            """#.utf8)).uses
        #expect(found.map(\.form) == ["NSButton.title = …", "NSButton.title = …", "NSMenuItem.title = …"], "\(found.map(\.form))")
        let keys = found.compactMap { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(keys == ["Get Started", "Continue"])
        #expect(found.allSatisfy { $0.role == .label && $0.isImplicit })
    }

    /// BetterCmdTab's `private let cancelButton = NSButton()` then `cancelButton.title =
    /// String(localized: "Cancel")`, and iOSSampleApp's `let backButton = UIBarButtonItem()` then
    /// `backButton.title = NSLocalizedString("back", …)`: made by the initialiser, a property or a local.
    @Test func aTitleSetOnAControlMadeByItsInitialiserIsItsLabel() throws {
        let found = try AccessibilityCallRecognizer().scan(Array(#"""
            import AppKit
            final class PickerSheet: NSViewController {
                private let cancelButton = NSButton()
                private let field = NSTextField()
                private let made = makeButton()
                func layout() {
                    cancelButton.title = String(localized: "Cancel")
                    field.title = "Name"
                    made.title = "Other"
                    let back = UIBarButtonItem()
                    back.title = NSLocalizedString("back", comment: "")
                    let item = AppKit.NSMenuItem(title: "", action: nil, keyEquivalent: "")
                    item.title = NSLocalizedString("Quit", comment: "")
                }
            }
            """#.utf8)).uses.filter { $0.form.hasSuffix(".title = …") }
        #expect(found.map(\.form) == ["NSButton.title = …", "UIBarButtonItem.title = …", "NSMenuItem.title = …"], "\(found.map(\.form))")
        let keys = found.compactMap { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(keys == ["Cancel", "back", "Quit"])
    }
}
