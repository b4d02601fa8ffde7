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

extension CallSiteForwardingTests {
    /// A convenience initialiser's own parameter with a default, handed on by its `self.init(…)`: the
    /// delegating call is no call of that convenience initialiser, so its default is spoken only where
    /// a maker leaves the parameter out (the 60th study's review).
    @Test func aDelegatingCallIsNoCallOfItsOwnInitialiser() throws {
        let found = try moduleUses([#"""
            import UIKit
            final class MenuButton: UIButton {
                init(systemName: String, label: String) {
                    super.init(frame: .zero)
                    accessibilityLabel = label
                }
                convenience init(symbol: String, title: String = String(localized: "More options")) {
                    self.init(systemName: symbol, label: title)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class Bar: UIView {
                let share = MenuButton(symbol: "square.and.arrow.up", title: String(localized: "Share"))
            }
            """#])
        #expect(found.flatMap { $0 }.compactMap(key).sorted() == ["Share"])
    }
}
