import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// VocabCraft (52nd study) is an Xcode app and a package of the same folder, and declares
    /// `#if !SWIFT_PACKAGE extension Bundle { static var module: Bundle { Bundle.main } } #endif`:
    /// in the Xcode build its `Bundle.module` is the app's main bundle, so the project still decides
    /// (39 key-in-wrong-bundle findings there were all wrong). Without that declaration, the same
    /// `Bundle.module` is the package's, and the package decides.
    @Test(arguments: [true, false])
    func anAppsOwnModuleBundleLeavesTheProjectDeciding(declaresItsOwn: Bool) throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Bundles.swift", """
            let resources = Bundle.module
            \(declaresItsOwn ? "#if !SWIFT_PACKAGE\nextension Bundle {\n    static var module: Bundle { Bundle.main }\n}\n#endif" : "")
            """)
        let findings = sourceFindings(fixture.run())
        if declaresItsOwn {
            #expect(findings["Home.swift"] == ["key-not-in-catalog home.hint.missing"], "the main bundle's catalog has home.label")
        } else {
            #expect(findings["Home.swift"] == ["key-in-wrong-bundle home.label", "key-not-in-catalog home.hint.missing"], "the package decides")
        }
    }
}
