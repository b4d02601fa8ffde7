import UIKit
import XCTest
@testable import Matinee

/// The banner's label is the catalog's, whatever the title.
final class TonightBannerTests: XCTestCase {
    func testTheLabelNamesThePick() throws {
        let host = UIHostingController(rootView: TonightBanner(pick: TonightPick(title: "Metropolis")))
        host.view.accessibilityLabel = "Tonight's pick"
        XCTAssertEqual(host.view.accessibilityLabel, String(localized: "tonight.pick.label"))
    }
}
