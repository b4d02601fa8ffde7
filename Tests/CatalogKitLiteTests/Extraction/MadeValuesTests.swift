import Testing
@testable import CatalogKitLite

/// A stored property of a `private` type, read on a value of it (XiriGo's profile menu, 52nd
/// study): the makers in its file give every value it has, when each is looked up or a literal.
struct MadeValuesTests {
    func arguments(_ source: String) throws -> [String] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses.map { use in
            switch use.argument {
            case .localized(let lookup): "key \(lookup.key.plainText ?? "")"
            case .hardCoded(let literal): "text \(literal.plainText ?? "")"
            case .dynamic(_, let reason): "dynamic \(reason.rawValue)"
            case .untranslatable: "untranslatable"
            }
        }
    }

    static func menu(modifier: String = "private", conformance: String = "Identifiable", settingsTitle: String = #"String(localized: "menu.settings")"#) -> String {
        """
        struct ProfileScreen: View {
            var body: some View {
                ForEach(MenuItem.items, id: \\.id) { item in row(item) }
            }
            func row(_ item: MenuItem) -> some View {
                Button {} label: { Image(systemName: item.icon) }.accessibilityLabel(item.title)
            }
        }
        \(modifier) struct MenuItem: \(conformance) {
            static let items: [Self] = [
                Self(id: "orders", title: String(localized: "menu.orders"), icon: "list.clipboard"),
                Self(id: "settings", title: \(settingsTitle), icon: "gearshape"),
            ]
            let id: String
            let title: String
            let icon: String
        }
        """
    }

    @Test func aPrivateTypesMakersGiveItsStoredProperty() throws {
        #expect(try arguments(Self.menu()) == ["key menu.orders", "key menu.settings"])
        #expect(try arguments(Self.menu(settingsTitle: #""Settings""#)) == ["key menu.orders", "text Settings"])
    }

    @Test(arguments: [
        (MadeValuesTests.menu(modifier: ""), "a type other files can make"),
        (MadeValuesTests.menu(conformance: "Identifiable, Decodable"), "a type a decoder makes"),
        (MadeValuesTests.menu(settingsTitle: "remote.title"), "a maker that gives a value of its own"),
    ])
    func otherTypesKeepTheirValuesUnknown(source: String, why: String) throws {
        #expect(try arguments(source) == ["dynamic stored-property"], "\(why)")
    }
}

/// A member read through a value the reader cannot type, whose name one stored property of a type
/// of the module declares (Kindred's `store.flashMode.accessibilityLabel`, a reducer's state behind
/// a library's store, 52nd study): read on in that type; not where two of the module's types
/// declare the name.
struct UntypedStoredMemberTests {
    static func camera(secondFlashMode: String) -> String {
        """
        enum FlashMode { case auto, on
            var accessibilityLabel: String {
                switch self {
                case .auto: String(localized: "camera.flash.auto")
                case .on: String(localized: "camera.flash.on")
                }
            }
        }
        struct CameraState { var flashMode: FlashMode = .auto }
        final class CameraManager { var flashMode: \(secondFlashMode) = .auto }
        struct CameraView: View {
            let store: StoreOf<CameraFeature>
            var body: some View {
                Button {} label: { Image(systemName: "bolt") }.accessibilityLabel(store.flashMode.accessibilityLabel)
            }
        }
        """
    }

    @Test(arguments: [("AVCaptureDevice.FlashMode", ["camera.flash.auto", "camera.flash.on"]), ("FlashMode", []), ("LightMode", [])])
    func aStoredMemberOfOneModuleTypeIsReadOn(secondFlashMode: String, keys: [String]) throws {
        let source = Self.camera(secondFlashMode: secondFlashMode) + (secondFlashMode == "LightMode" ? "\nenum LightMode { case auto }" : "")
        let found = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        let read = found.compactMap { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(read == keys, "\(secondFlashMode): \(found.map(\.argument))")
    }
}
