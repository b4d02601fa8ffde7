import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The role heuristics on every key of every real catalog: the accessibility strings a reader finds
/// are found, with the right role, and keys that only look like them are left alone.
@Suite(.requires(.corpus))
struct RolesCorpusTests {
    /// Every classified key of the corpus, by catalog path relative to `real/`, with the default configuration.
    static let classified: [String: CatalogRoles] = {
        guard let real = Corpus.real?.standardizedFileURL.path else { return [:] }
        var result: [String: CatalogRoles] = [:]
        for url in Corpus.realCatalogs() {
            guard let catalog = CatalogReader.read(path: url.path).catalog else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(real.count + 1))
            result[relative] = RoleClassifier().roles(of: catalog, module: ModuleNamer().module(forCatalogAt: url.path))
        }
        return result
    }()

    /// Catalog paths used below, relative to `real/`.
    private static let iceCubes = "Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"
    private static let netNewsWire = "Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings"
    private static let cotDocument = "coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings"
    private static let cotApp = "coteditor__CotEditor/CotEditor/Localizables/Application/Localizable.xcstrings"
    private static let cotAppearance = "coteditor__CotEditor/CotEditor/Localizables/Settings/Panes/AppearanceSettings.xcstrings"

    /// Accessibility strings read by hand: catalog, key, role, and the source that should find them.
    static let expected: [(catalog: String, key: String, role: AccessibilityRole, source: RoleSource)] = [
        (iceCubes, "accessibility.tabs.timeline.unread-posts.label-%lld", .label, .convention),
        (iceCubes, "accessibility.tabs.timeline.unread-posts.hint", .hint, .convention),
        (iceCubes, "accessibility.editor.privacy.label", .label, .convention),
        (iceCubes, "accessibility.editor.privacy.hint", .hint, .convention),
        (iceCubes, "accessibility.tabs.profile.user-avatar.hint", .hint, .convention),
        (iceCubes, "accessibility.tabs.profile.header-image.label", .label, .convention),
        (iceCubes, "accessibility.app-account.selector.accounts.hint", .hint, .convention),
        (iceCubes, "accessibility.app-account.selector.accounts", .label, .convention),
        (iceCubes, "accessibility.editor.button.poll", .label, .convention),
        (iceCubes, "accessibility.status.a-boosted-b-%@-%@", .label, .convention),
        (iceCubes, "accessibility.status.contains-media.label-%@", .label, .convention),
        (iceCubes, "accessibility.media.supported-type.video.label", .label, .convention),
        (iceCubes, "accessibility.tabs.profile.follower-count.hint", .hint, .convention),
        (netNewsWire, "Marked as Read", .announcement, .comment),
        (netNewsWire, "Unstarred", .announcement, .comment),
        (netNewsWire, "Shows current activity", .hint, .comment),
        (netNewsWire, "Cleanup progress", .label, .comment),
        (netNewsWire, "Help — opens in browser", .label, .comment),
        (netNewsWire, "unread", .label, .comment),
        ("coteditor__CotEditor/CotEditor/Localizables/Panels/CommandBar.xcstrings", "%lld commands found", .announcement, .comment),
        (cotDocument, "Sidebar", .label, .comment),
        (cotDocument, "Next Outline Item", .label, .comment),
        (cotDocument, "Search method", .label, .comment),
        (cotDocument, "Toolbar.find.label", .label, .convention),
        (cotApp, "LinkButton.label", .label, .comment),
        ("coteditor__CotEditor/CotEditor/Storyboards/mul.lproj/MultipleReplaceView.xcstrings", "i8z-Xa-PxI.ibExternalAccessibilityDescription", .label, .convention),
        ("coteditor__CotEditor/CotEditor/Localizables/Text Finder/TextFind.xcstrings", "FindSettings.isMultiline.label", .label, .convention),
        (cotAppearance, "%@ points", .label, .comment),
        (cotAppearance, "OpacitySlider.maximumValue.label", .label, .convention),
        ("coteditor__CotEditor/CotEditor/Localizables/Settings/Panes/DonationSettings.xcstrings", "Quantity", .label, .comment),
    ]

    /// Keys that mention roles or accessibility in another sense, read by hand: not accessibility strings.
    static let notAccessibility: [(catalog: String, key: String)] = [
        (iceCubes, "settings.display.show-tab-label"),
        (iceCubes, "settings.content.collapse-long-posts-hint"),
        (iceCubes, "status.action.translated-label-%@"),
        (iceCubes, "status.action.translated-label-from-%@-%@"),
        (iceCubes, "notifications.label.follow %lld"),
        (iceCubes, "account.label.followers %lld %@"),
        (iceCubes, "account.edit.metadata-value-placeholder"),
        (iceCubes, "notifications.label.poll"),
        ("Ranchero-Software__NetNewsWire/Widget/Resources/Localizable.xcstrings", "label.text.today"),
        (netNewsWire, "Swipe a feed to show the action menu and delete button."),
        (netNewsWire, "Unknown"),
        (netNewsWire, "Folder"),
        (netNewsWire, "This theme cannot be used because the value “%@” is not found in the Info.plist."),
        (cotDocument, "Toolbar.share.tooltip"),
        ("coteditor__CotEditor/CotEditor/Localizables/Document Window/Accessory Views/FileScopeEditor.xcstrings", "FileScope.Error.emptyValue.message"),
        ("coteditor__CotEditor/CotEditor/Localizables/Settings/Panes/WindowSettings.xcstrings", "Open documents in tabs:"),
        (cotApp, "%@: %@"),
        (cotApp, "Unknown"),
        ("rxhanson__Rectangle/Rectangle/mul.lproj/Main.xcstrings", "Fap-R2-Aj6.label"),
        ("alienator88__Pearcleaner/Pearcleaner/Resources/Localizable.xcstrings", "Max Value"),
        ("alienator88__Pearcleaner/Pearcleaner/Resources/Localizable.xcstrings", "Announcement"),
        ("khcrysalis__Feather/Feather/Resources/Localizable.xcstrings", "Value"),
        ("duckduckgo__macos-browser/DuckDuckGo/Localizable.xcstrings", "preferences.accessibility"),
        ("LiveContainer__LiveContainer/Resources/Localizable.xcstrings", "lc.jitlessDiag.appGroupAccessible"),
        ("MrKai77__Loop/Loop/Localizable.xcstrings", "Accessibility Request: Title"),
    ]

    @Test func findsTheAccessibilityStringsAReaderFinds() throws {
        #expect(Self.expected.count >= 25)
        for item in Self.expected {
            let roles = try #require(Self.classified[item.catalog], "no catalog \(item.catalog)")
            let assignment = roles.assignment(of: item.key)
            #expect(assignment?.role == item.role, "\(item.key) in \(item.catalog)")
            #expect(assignment?.source == item.source, "\(item.key) in \(item.catalog)")
        }
    }

    @Test func leavesOutKeysThatOnlyLookLikeThem() throws {
        #expect(Self.notAccessibility.count >= 15)
        for item in Self.notAccessibility {
            let roles = try #require(Self.classified[item.catalog], "no catalog \(item.catalog)")
            #expect(roles.assignment(of: item.key) == nil, "\(item.key) in \(item.catalog) is \(String(describing: roles.assignment(of: item.key)))")
        }
    }

    /// How many accessibility strings each project has. Projects without accessibility keys must
    /// have none: every key classified there would be a false positive.
    @Test func countsPerProject() {
        var counts: [String: Int] = [:]
        for (path, roles) in Self.classified {
            let project = String(path.prefix { $0 != "/" })
            counts[project, default: 0] += roles.keys.count
        }
        #expect(counts.filter { $0.value > 0 } == [
            "Dimillian__IceCubesApp": 66,
            "Ranchero-Software__NetNewsWire": 8,
            "coteditor__CotEditor": 237,
            "duckduckgo__macos-browser": 6,
        ])
    }

    @Test func iceCubesPairsLabelsWithHints() throws {
        let roles = try #require(Self.classified[Self.iceCubes])
        let paired = roles.elements.filter { $0.members.count > 1 }.map(\.key)
        #expect(paired == [
            "accessibility.app-account.selector.accounts",
            "accessibility.editor.privacy",
            "accessibility.tabs.profile.header-image",
            "accessibility.tabs.profile.user-avatar",
            "accessibility.tabs.timeline.unread-posts",
        ])
        #expect(roles.companion(of: "accessibility.tabs.timeline.unread-posts.hint", role: .label) == "accessibility.tabs.timeline.unread-posts.label-%lld")
    }
}
