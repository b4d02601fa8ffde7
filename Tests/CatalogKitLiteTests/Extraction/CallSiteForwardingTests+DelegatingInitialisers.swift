import Testing
@testable import CatalogKitLite

extension CallSiteForwardingTests {
    /// SubZen's `NewSubButton` (60th study's recall miss): a convenience initialiser hands its label to
    /// the designated one, `self.init(systemImageName: "plus", accessibilityLabel: String(localized:
    /// "New Subscription"))`, which sets `accessibilityLabel = accessibilityLabel`. The delegating call
    /// is a call site of the designated initialiser, as an outside maker's `NewSubButton(…)` is.
    @Test func aConvenienceInitialisersDelegatingCallGivesTheLabel() throws {
        let found = try moduleUses([#"""
            import UIKit
            final class NewSubButton: UIButton {
                init(systemImageName: String, accessibilityLabel: String) {
                    super.init(frame: .zero)
                    setImage(UIImage(systemName: systemImageName), for: .normal)
                    self.accessibilityLabel = accessibilityLabel
                }
                convenience init() {
                    self.init(systemImageName: "plus", accessibilityLabel: String(localized: "New Subscription"))
                }
                required init?(coder: NSCoder) { nil }
            }
            final class ListView: UIView {
                private let addButton = NewSubButton()
                private let settingsButton = NewSubButton(systemImageName: "gear", accessibilityLabel: String(localized: "Settings"))
            }
            """#])
        #expect(found.flatMap { $0 }.compactMap(key).sorted() == ["New Subscription", "Settings"])
    }
}
