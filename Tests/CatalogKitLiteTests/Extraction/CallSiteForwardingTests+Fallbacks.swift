import Testing
@testable import CatalogKitLite

extension CallSiteForwardingTests {
    /// post's `GlassIconButton` (49th study): `.accessibilityLabel(Text(label ?? systemName…))` with
    /// `label: String? = nil`. A maker that gives `label:` never reaches the symbol's name; one that
    /// leaves it out, or passes `nil`, does, and the name is what VoiceOver says there.
    @Test func aFallbackBehindAParameterIsReadOnlyWhereTheCallerLeavesTheParameterOut() throws {
        let found = try uses(#"""
            public struct GlassIconButton: View {
                private let systemName: String
                private let label: String?
                public init(_ systemName: String, label: String? = nil) {
                    self.systemName = systemName
                    self.label = label
                }
                public var body: some View {
                    Button {} label: { Image(systemName: systemName) }
                        .accessibilityLabel(Text(label ?? systemName.replacingOccurrences(of: ".", with: " ")))
                }
            }
            struct Gallery: View {
                var body: some View {
                    GlassIconButton("gearshape", label: "Settings")
                    GlassIconButton("xmark")
                    GlassIconButton("flip", label: nil)
                }
            }
            """#)
        let texts = found.compactMap(text)
        #expect(texts.contains("Settings") && texts.contains("xmark") && texts.contains("flip"), "\(found.map(\.argument))")
        #expect(!texts.contains("gearshape"), "the caller gives label: the fallback is never read")
    }
}

extension CallSiteForwardingTests {
    /// ios-archi's `ImageEditView(cancelButtonTitle: LocalizedStringKey = "再撮影")`, shown as
    /// `Text(cancelButtonTitle, bundle: .module)` (51st study): a maker that leaves the title out
    /// speaks the default, looked up where the use looks up what makers pass, in the module's bundle.
    @Test func aDefaultLeftOutIsLookedUpInTheUsesBundle() throws {
        let found = try uses(#"""
            struct ImageEditView: View {
                let cancelButtonTitle: LocalizedStringKey
                init(cancelButtonTitle: LocalizedStringKey = "Retake") { self.cancelButtonTitle = cancelButtonTitle }
                var body: some View {
                    Button {} label: { Text(cancelButtonTitle, bundle: .module) }
                }
            }
            struct Camera: View {
                var body: some View {
                    ImageEditView()
                    ImageEditView(cancelButtonTitle: "Choose Again")
                }
            }
            """#)
        let lookups = found.compactMap { use -> LocalizedLookup? in if case .localized(let lookup) = use.argument { lookup } else { nil } }
        #expect(lookups.compactMap(\.key.plainText).sorted() == ["Choose Again", "Retake"], "\(found.map(\.argument))")
        #expect(lookups.allSatisfy { $0.bundle == .module }, "\(lookups.map { ($0.key.plainText, $0.bundle) })")
    }
}

extension CallSiteForwardingTests {
    /// fantastic-octo-fortnight's `AccessibilityNotificationPosting` (52nd study): a protocol whose
    /// one implementation posts the announcement, called on a property of the protocol's type. The
    /// requirement is no second method: the callers' texts are the announcement's. A second
    /// implementation in the module (a mock) leaves the call's method unknown.
    @Test(arguments: [false, true])
    func aMethodCalledThroughItsProtocolIsItsOneImplementation(withSecondImplementation: Bool) throws {
        let found = try uses(#"""
            protocol AccessibilityNotificationPosting {
                func postAnnouncement(message: String)
            }
            struct LiveAccessibilityNotificationPoster: AccessibilityNotificationPosting {
                func postAnnouncement(message: String) {
                    UIAccessibility.post(notification: .announcement, argument: message)
                }
            }
            struct SettingsView: View {
                let poster: AccessibilityNotificationPosting
                var body: some View {
                    Button("Snooze") { poster.postAnnouncement(message: String(localized: "settings.snooze.announcement")) }
                }
            }
            """# + (withSecondImplementation ? #"""

            struct RecordingPoster: AccessibilityNotificationPosting {
                func postAnnouncement(message: String) { print(message) }
            }
            """# : ""))
        let announced = found.filter { $0.role == .announcement }.compactMap(key)
        #expect(announced == (withSecondImplementation ? [] : ["settings.snooze.announcement"]), "\(found.map(\.argument))")
    }
}

extension CallSiteForwardingTests {
    /// Naar's Cars' `AvatarView(name: "Unknown")` inside a row whose `.accessibilityElement(children:
    /// .ignore)` gives its own label (52nd study): VoiceOver never enters the row, so the avatar's
    /// label is heard nowhere; a key made there is still looked up. The same view made elsewhere
    /// speaks its maker's text.
    @Test func aViewMadeInsideAnIgnoredContainerSpeaksNothing() throws {
        let scan = try AccessibilityCallRecognizer().scan(Array(#"""
            struct AvatarView: View {
                let name: String
                var body: some View { Circle().accessibilityLabel(name) }
            }
            struct ConversationRow: View {
                var body: some View {
                    HStack {
                        AvatarView(name: "Unknown")
                        AvatarView(name: String(localized: "avatar.group"))
                        Badge(title: "badge.new")
                        Text("Hi")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(String(localized: "conversation.label"))
                    VStack { AvatarView(name: String(localized: "avatar.hidden")) }.accessibilityHidden(true)
                }
            }
            struct Badge: View {
                let title: LocalizedStringKey
                var body: some View { Image("b").accessibilityLabel(Text(title)) }
            }
            struct ProfileHeader: View {
                var body: some View { AvatarView(name: "Somebody") }
            }
            """#.utf8))
        #expect(scan.uses.compactMap(text) == ["Somebody"], "\(scan.uses.map(\.argument))")
        #expect(scan.uses.compactMap(key) == ["conversation.label"])
        let hidden = scan.otherLookups.filter(\.isHidden).compactMap(\.lookup.key.plainText)
        #expect(hidden == ["avatar.group", "badge.new", "Hi", "avatar.hidden"], "each once, in place order: \(scan.otherLookups)")
    }
}

extension CallSiteForwardingTests {
    /// Snowly's watch button (53rd study): `.accessibilityLabel(accessibilityLabelText)` with
    /// `private var accessibilityLabelText: String { accessibilityLabel ?? title ?? systemImage }`.
    /// The stored properties read inside the view's computed property are given by its makers, as
    /// when the use reads them itself; a maker that gives the first hides the fallbacks.
    @Test func aStoredPropertyReadInAComputedPropertyIsGivenByTheMakers() throws {
        let found = try uses(#"""
            struct HoldButton: View {
                let systemImage: String
                let title: String?
                let accessibilityLabel: String?
                var body: some View { Circle().accessibilityLabel(accessibilityLabelText) }
                private var accessibilityLabelText: String { accessibilityLabel ?? title ?? systemImage }
            }
            struct Controls: View {
                var body: some View {
                    HoldButton(systemImage: "stop", title: nil, accessibilityLabel: String(localized: "watch.hold.stop"))
                    HoldButton(systemImage: "play", title: "Start", accessibilityLabel: nil)
                }
            }
            """#)
        #expect(found.compactMap(key) == ["watch.hold.stop"], "\(found.map(\.argument))")
        let texts = found.compactMap(text)
        #expect(texts.contains("Start") && !texts.contains("stop"), "the second maker's title is spoken; the first's symbol never: \(texts)")
    }
}
