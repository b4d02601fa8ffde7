import Testing
@testable import CatalogKitLite

/// Module names from catalog paths.
struct ModuleNamerTests {
    @Test(arguments: [
        ("Catalogs/Sources/Trailer/Resources/Localizable.xcstrings", "Trailer"),
        ("IceCubesApp/Resources/Localization/Localizable.xcstrings", "IceCubesApp"),
        ("Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings", "ActivityLog"),
        ("Mac/AccountStats/mul.lproj/AccountStatsWindow.xcstrings", "AccountStats"),
        ("Session/Meta/Translations/InfoPlist.xcstrings", "Session"),
        ("CotEditor/Localizables/Settings/Panes/EditSettings.xcstrings", "Panes"),
        ("App/Resources/Localizable.xcstrings", "App"),
    ])
    func moduleNames(path: String, module: String) {
        #expect(ModuleNamer().module(forCatalogAt: "/work/repo/" + path) == module)
    }

    @Test func explicitModuleNamesWin() {
        let namer = ModuleNamer(explicitModules: [(prefix: "Shared/Strings", module: "Shared")])
        #expect(namer.module(forCatalogAt: "Shared/Strings/Localizable.xcstrings") == "Shared")
        #expect(namer.module(forCatalogAt: "./Shared/Strings/x.xcstrings") == "Shared")
        #expect(namer.module(forCatalogAt: "Shared/StringsOther/x.xcstrings") == "StringsOther")
    }
}
