import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// Yattee's `LocalNetworkService.systemDeviceName`: a property another file's shipped call
    /// reads, whose `#else` (and `#if os(macOS)` in an iOS app, and `#if DEBUG`) no release build
    /// takes. Those values never reach VoiceOver; the value the iOS build returns is still judged.
    @Test func aValueWrittenWhereNoReleaseBuildReachesIsSetAside() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Device.swift", """
            enum Device {
                static var name: String {
                    #if os(macOS)
                    return "Mac Device"
                    #elseif os(iOS)
                    return String(localized: "device.phone")
                    #else
                    return "Some Device"
                    #endif
                }
                static var title: String {
                    #if DEBUG
                    return "Debug Title"
                    #else
                    return "Release Title"
                    #endif
                }
            }
            """)
        try fixture.folder.write("App/DeviceView.swift", """
            Image("d").accessibilityLabel(Device.name)
            Image("t").accessibilityLabel(Device.title)
            """)
        let run = fixture.run()
        let view = try #require(run.sources.first { $0.path.hasSuffix("DeviceView.swift") })
        #expect(view.findings.map(\.ruleID).sorted() == ["hardcoded-accessibility-string", "key-not-in-catalog"])
        #expect(view.findings.contains { $0.message.contains("\"Release Title\"") })
        #expect(view.findings.contains { $0.location.key == "device.phone" })
        #expect(view.source.skipped.map(\.reason) == [
            "its value is written where no release build reaches (App/Device.swift:4: #if os(macOS) (line 3) is false in every release build of App)",
            "its value is written where no release build reaches (App/Device.swift:8: #else of #if os(macOS) (line 7) is false in every release build of App)",
            "its value is written where no release build reaches (App/Device.swift:13: #if DEBUG (line 12) is false in every release build of App)",
        ].map { $0.replacingOccurrences(of: "App/Device.swift", with: fixture.root + "/App/Device.swift") })
    }

    /// Yattee's `Video.preview`: made-up data in the model's file that only `#Preview`s of other
    /// files, tests and another fixture (`Download.preview`) read. A fixture of the same name that
    /// shipped code reads, and a fixture a shipped file names, are judged; an enum case of the same
    /// name in a `case` pattern is not a reading.
    @Test(arguments: [false, true])
    func madeUpDataOnlyUnshippedCodeReadsIsSetAside(shippedReads: Bool) throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Video.swift", """
            struct Video { let title: String }
            extension Video {
                static var preview: Video { Video(title: "Sample Video Title") }
                static var sample: Video { Video(title: "Shipped Sample") }
            }
            struct Download { let video: Video }
            extension Download {
                static var preview: Download { Download(video: .preview) }
            }
            enum Category { case preview, intro }
            func tint(_ category: Category) -> Int {
                switch category {
                case .intro, .preview: return 1
                }
            }
            """)
        try fixture.folder.write("App/Row.swift", """
            struct Row: View {
                let video: Video
                var body: some View { Button {} label: { Text(video.title) } }
            }
            struct Feed: View {
                var body: some View { Row(video: .sample)\(shippedReads ? "; Row(video: Download.preview.video)" : "") }
            }
            #Preview { Row(video: .preview) }
            """)
        try fixture.folder.write("AppTests/VideoTests.swift", "let video = Video.preview\n")
        let run = fixture.run()
        let video = try #require(run.sources.first { $0.path.hasSuffix("App/Video.swift") })
        let reported = video.findings.map { $0.message.components(separatedBy: "\"")[1] }.sorted()
        #expect(video.findings.allSatisfy { $0.ruleID == "hardcoded-accessibility-string" })
        if shippedReads {
            #expect(reported == ["Sample Video Title", "Shipped Sample"])
        } else {
            #expect(reported == ["Shipped Sample"])
            #expect(video.source.skipped.map(\.reason) == [
                "preview is made-up data that only code that does not ship reads (previews, tests, other such data)",
            ])
        }
    }
}

extension ProjectAuditTests {
    /// AiPresents' `extension View { func accessibleToggle(…) }`, which no view calls: its hint is
    /// never heard. A method that is called, one of the app's own type (a framework may call it
    /// through a protocol), and one of an extension that adds a conformance are judged.
    @Test func anExtensionMethodNoCodeCallsIsSetAside() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Helpers.swift", """
            extension View {
                func accessibleToggle(label: String) -> some View { self.accessibilityHint("toggle.hint") }
                func accessibleButton(label: String) -> some View { self.accessibilityHint("button.hint") }
            }
            extension Text: Speakable {
                func speak() -> some View { self.accessibilityHint("speak.hint") }
            }
            extension Coordinator {
                func announce() { UIAccessibility.post(notification: .announcement, argument: NSLocalizedString("coordinator.announcement", comment: "")) }
            }
            """)
        try folder.write("App/Screen.swift", "Text(\"x\").accessibleButton(label: \"a\")\n")
        let run = audit(folder)
        let helpers = try #require(run.sources.first { $0.path.hasSuffix("Helpers.swift") })
        #expect(helpers.findings.map(\.location.key).sorted() == ["button.hint", "coordinator.announcement", "speak.hint"])
        #expect(helpers.source.skipped.map(\.reason) == ["View.accessibleToggle is a method no code calls"])
    }

    /// Flapse's paywall keeps fallback prices in `static let fallbackPackages` and reads them only
    /// under `#if DEBUG`: their hard-coded texts never reach a release build. A stored value that
    /// shipped code reads, or that another file names, keeps its uses.
    @Test func aStoredValueReadOnlyWhereNoReleaseBuildReachesIsSetAside() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Paywall.swift", """
            struct Package { let price: String }
            @MainActor final class PaywallModel {
                var packages: [Package] = []
                static let fallbackPackages: [Package] = [
                    Package(price: "$0.49 a month"),
                    Package(price: "$4.99 a year")
                ]
                static let shippedPackages: [Package] = [Package(price: "Shipped price")]
                static let sharedPackages: [Package] = [Package(price: "Shared price")]
                func load() {
                    #if DEBUG
                    packages = Self.fallbackPackages
                    packages = Self.sharedPackages
                    #else
                    packages = Self.shippedPackages
                    #endif
                }
            }
            struct PaywallView: View {
                let model: PaywallModel
                var body: some View {
                    ForEach(model.packages, id: \\.price) { package in
                        Button {} label: { Text(package.price) }
                    }
                }
            }
            """)
        try fixture.folder.write("App/Other.swift", "let shared = PaywallModel.sharedPackages\n")
        let run = fixture.run()
        let paywall = try #require(run.sources.first { $0.path.hasSuffix("App/Paywall.swift") })
        let texts = paywall.findings.map { finding in ["Shared price", "Shipped price", "$0.49"].first { finding.message.contains($0) } ?? finding.message }
        #expect(texts.sorted() == ["Shared price", "Shipped price"])
        #expect(paywall.source.skipped.map(\.reason) == [
            "fallbackPackages is used only where no release build reaches (first at \(paywall.path):12: #if DEBUG (line 11) is false in every release build of App)",
            "fallbackPackages is used only where no release build reaches (first at \(paywall.path):12: #if DEBUG (line 11) is false in every release build of App)",
        ])
    }

    /// Itori's `public enum VoiceOverLabels`: static functions that build labels and hints, none of
    /// which any code calls. A static member no file of the run names is set aside as dead code; one
    /// another file calls keeps its uses (and `--changed-since` judges a new one as written).
    @Test func staticMembersNoCodeNamesAreLeftOut() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Labels.swift", """
            import SwiftUI
            public enum VoiceOverLabels {
                public static func addButton(for itemType: String) -> some View {
                    Image("add").accessibilityLabel("labels.add")
                }
                public static func closeButton() -> some View {
                    Image("close").accessibilityLabel("labels.close")
                }
                @objc static func selected() -> some View { Image("s").accessibilityLabel("labels.objc") }
            }
            """)
        try fixture.folder.write("App/Screen.swift", "struct Screen: View { var body: some View { VoiceOverLabels.closeButton() } }\n")
        let run = fixture.run()
        let labels = try #require(run.sources.first { $0.path.hasSuffix("App/Labels.swift") })
        #expect(labels.source.skipped.map(\.reason) == ["addButton is a static member no code names"])
        #expect(sourceFindings(run)["Labels.swift"] == ["key-not-in-catalog labels.close", "key-not-in-catalog labels.objc"])
        let changed = fixture.run(changedSince: true)
        #expect(sourceFindings(changed)["Labels.swift"]?.contains("key-not-in-catalog labels.add") == true)
    }

    /// Quartz's macOS toolbar: a view nothing makes shows a private representable, whose
    /// `makeNSView` makes a host view, which names the representable's `Coordinator`. Naming a type
    /// declared inside another (`Representable.Coordinator`) makes no `Representable`: the host view
    /// is made only where no user reaches, and its labels are left out (48th study: 6 wrong
    /// findings). A view a shipped view shows keeps its own.
    @Test func aNestedTypesNameMakesNoValueOfTheTypeAroundIt() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/TheApp.swift", "@main struct TheApp: App { var body: some Scene { WindowGroup { Shown() } } }\n")
        try fixture.folder.write("App/Toolbar.swift", """
            struct Shown: View { var body: some View { Image("s").accessibilityLabel("shown.label") } }
            struct Toolbar: View { var body: some View { ToolbarRepresentable() } }
            private struct ToolbarRepresentable: NSViewRepresentable {
                func makeNSView(context: Context) -> HostView { HostView(coordinator: context.coordinator) }
                func updateNSView(_ view: HostView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject { @objc func undo(_ sender: Any?) {} }
            }
            private final class HostView: NSView {
                init(coordinator: ToolbarRepresentable.Coordinator) {
                    super.init(frame: .zero)
                    undoButton.setAccessibilityLabel("toolbar.undo")
                    undoButton.action = #selector(ToolbarRepresentable.Coordinator.undo(_:))
                }
            }
            """)
        let run = fixture.run()
        #expect(sourceFindings(run)["Toolbar.swift"] == ["key-not-in-catalog shown.label"])
        let skipped = try #require(run.sources.first { $0.path.hasSuffix("Toolbar.swift") }).source.skipped
        #expect(skipped.map(\.reason).contains { $0.hasPrefix("HostView is made only where no release build reaches") }, "\(skipped.map(\.reason))")
    }

    /// Quartz's `QuartzKit` beside its app: a public view of the package no code of the run makes is
    /// made by nothing, as an internal one would be (48th study: `TagOverviewView`'s hints). A
    /// library whose package holds its demo app keeps its public views: others make them.
    @Test func aPublicViewOfTheAppsOwnPackageThatNothingMakesIsLeftOut() throws {
        let views = """
            public struct Used: View { public var body: some View { Image("u").accessibilityLabel("used.label") } }
            public struct Unused: View { public var body: some View { Image("n").accessibilityLabel("unused.label") } }
            """
        let app = try TemporaryFolder()
        try app.write("App/TheApp.swift", "@main struct TheApp: App { var body: some Scene { WindowGroup { Used() } } }\n")
        try app.write("Kit/Package.swift", "// swift-tools-version: 6.0\n")
        try app.write("Kit/Sources/Kit/Views.swift", views)
        let kit = try #require(audit(app).sources.first { $0.path.hasSuffix("Views.swift") })
        #expect(kit.source.skipped.map(\.reason) == ["Unused is a public view of the app's own package that no code makes"])
        #expect(kit.source.scan.uses.count == 1)
        let library = try TemporaryFolder()
        try library.write("Package.swift", "// swift-tools-version: 6.0\n")
        try library.write("Sources/Kit/Views.swift", views)
        try library.write("Examples/Demo/DemoApp.swift", "@main struct DemoApp: App { var body: some Scene { WindowGroup { Used() } } }\n")
        let own = try #require(audit(library).sources.first { $0.path.hasSuffix("Views.swift") })
        #expect(own.source.skipped.isEmpty && own.source.scan.uses.count == 2)
    }

    /// VocabCraft's `public struct WordAccordionCard` (52nd study): a public view of a file only the
    /// app target compiles, which no code of the run makes (its tests are no shipped maker), is made
    /// by nothing: no other module links an app. A public view of a framework target keeps its
    /// uses: apps outside the run may make it.
    @Test(arguments: [true, false])
    func aPublicViewOnlyAnAppCompilesThatNothingMakesIsLeftOut(inApp: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Vocab.xcodeproj/project.pbxproj", Self.oneAppProject(app: "Vocab", folder: "Vocab", sdk: "iphoneos").replacingOccurrences(
            of: inApp ? "\u{0}" : "com.apple.product-type.application", with: "com.apple.product-type.framework"))
        try folder.write("Vocab/Views.swift", """
            @main struct VocabApp: App { var body: some Scene { WindowGroup { Used() } } }
            public struct Used: View { public var body: some View { Image("u").accessibilityLabel("used.label") } }
            public struct WordCard: View { public var body: some View { Image("n").accessibilityLabel("unused.label") } }
            """)
        let views = try #require(audit(folder).sources.first { $0.path.hasSuffix("Views.swift") })
        if inApp {
            #expect(views.source.skipped.map(\.reason) == ["WordCard is a public view of an app target that no code makes"])
            #expect(views.source.scan.uses.count == 1)
        } else {
            #expect(views.source.skipped.isEmpty && views.source.scan.uses.count == 2, "\(views.source.skipped.map(\.reason))")
        }
    }

    /// VocabCraft's sample words (52nd study): `WordItem.mockData`, a model's static list, gives
    /// `Text(word.lemma)` inside a card that only unshipped code makes. The words are placed where
    /// they are written, in code that ships, but the form that would speak them never does; a card
    /// a shipped view makes still speaks what its makers give.
    @Test func textGivenToAFormThatDoesNotShipIsLeftOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/TheApp.swift", """
            @main struct TheApp: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View { let saved: [WordItem] = []
                var body: some View { Badge(title: "Streak").badge(saved.count) } }
            #if DEBUG
            struct Debug: View { var body: some View { WordCard(word: WordItem.mockData[0]) } }
            #endif
            """)
        try folder.write("App/WordItem.swift", """
            struct WordItem { let lemma: String
                static let mockData = [WordItem(lemma: "Resilience"), WordItem(lemma: "Ephemeral")] }
            """)
        try folder.write("App/Cards.swift", """
            struct WordCard: View { let word: WordItem
                var body: some View { Button { } label: { Text(word.lemma) } } }
            struct Badge: View { let title: String
                var body: some View { Button { } label: { Text(title) } } }
            """)
        let run = audit(folder)
        let words = try #require(run.sources.first { $0.path.hasSuffix("WordItem.swift") })
        #expect(words.findings.isEmpty, "\(words.findings.map(\.message))")
        #expect(words.source.skipped.count == 2)
        #expect(words.source.skipped.allSatisfy { $0.reason.hasPrefix("the form that speaks it, at ") && $0.reason.contains("/App/Cards.swift:2:") && $0.reason.hasSuffix("inside WordCard, which does not ship") }, "\(words.source.skipped.map(\.reason))")
        let home = try #require(run.sources.first { $0.path.hasSuffix("TheApp.swift") })
        #expect(home.findings.map(\.ruleID) == ["hardcoded-accessibility-string"], "\(home.findings.map(\.message))")
    }

    /// KozBon's `Strings.Settings`: a public static property that looks a key up, which no code
    /// names, is read by nobody, and its lookup is set aside like one in code that does not ship
    /// (so the speech rules leave that key alone, 48th study); one the app reads stays.
    @Test func aLookupInAStaticMemberNoCodeNamesIsSetAside() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/TheApp.swift", "@main struct TheApp: App { var body: some Scene { WindowGroup { Text(Strings.used) } } }\n")
        try folder.write("App/Strings.swift", """
            public enum Strings {
                public static var sortAZ: String { String(localized: "sort.az") }
                public static var used: String { String(localized: "sort.used") }
            }
            """)
        let strings = try #require(audit(folder).sources.first { $0.path.hasSuffix("Strings.swift") })
        #expect(strings.source.skippedLookups.compactMap(\.lookup.key.plainText) == ["sort.az"])
        #expect(strings.source.scan.otherLookups.compactMap(\.lookup.key.plainText) == ["sort.used"])
    }
}
