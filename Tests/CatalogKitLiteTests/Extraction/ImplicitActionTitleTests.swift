import Testing
@testable import CatalogKitLite

/// A control's action written as an implicit member, `primaryAction = .init(title: …)` or
/// `UIButton(primaryAction: .init(title: …))`, names the control by its title, as `UIAction(title:)`
/// does (iTorrent's RSS bar button, missed in the 58th study); a declaration of such a property, or
/// an action without a title, is none.
struct ImplicitActionTitleTests {
    @Test func anImplicitActionsTitleNamesItsControl() throws {
        let found = try AccessibilityCallRecognizer().scan(Array(#"""
            import UIKit
            final class ListViewController: UIViewController {
                private let rssButton = UIBarButtonItem()
                override func viewDidLoad() {
                    rssButton.primaryAction = .init(title: String(localized: "rssfeed"), image: UIImage(systemName: "dot.radiowaves.up.forward")) { _ in }
                    let save = UIButton(configuration: .filled(), primaryAction: .init(title: "Save") { _ in })
                    let plain = UIButton(primaryAction: .init { _ in })
                    var primaryAction: UIAction = .init(title: "Not a use") { _ in }
                }
            }
            """#.utf8)).uses
        #expect(found.map(\.form) == ["UIAction(title:…)", "UIAction(title:…)"], "\(found.map(\.form))")
        #expect(found.allSatisfy { $0.role == .label && $0.isImplicit })
        if case .localized(let lookup) = found[0].argument { #expect(lookup.key.plainText == "rssfeed") } else { Issue.record("\(found[0])") }
        if case .hardCoded(let literal) = found[1].argument { #expect(literal.plainText == "Save") } else { Issue.record("\(found[1])") }
        #expect(found[0].element != found[1].element)
    }
}
