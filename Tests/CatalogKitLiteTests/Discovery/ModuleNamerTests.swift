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

    /// A PATH given as `../proj` finds `../proj/Sources/...`; the configuration's prefixes are
    /// absolute, so the path is matched in its absolute form too.
    @Test func explicitModulesMatchPathsFoundThroughParentFolders() {
        var namer = ModuleNamer(explicitModules: [(prefix: "/work/proj/Sources/Player", module: "Playback")])
        #expect(namer.module(forCatalogAt: "../proj/Sources/Player/Localizable.xcstrings") == "Player", "without a working directory, only as found")
        namer.workingDirectory = "/work/tool"
        #expect(namer.module(forCatalogAt: "../proj/Sources/Player/Localizable.xcstrings") == "Playback")
        #expect(namer.module(forCatalogAt: "../proj/Sources/PlayerKit/Localizable.xcstrings") == "PlayerKit")
    }
}
