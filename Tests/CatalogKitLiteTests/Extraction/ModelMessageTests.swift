import Testing
@testable import CatalogKitLite

/// A message a view model keeps and a view speaks, given by the callers of the model's function
/// that makes it: FinvestLens's status toast (46th study), `showToast(.success, "Connected to
/// Box.")` in one file, `toast = StatusToast(kind: kind, message: message)` in the model's, and
/// `.onChange(of: model.toast) { … Announcement(toast.message) }` in the view's. The timeout's
/// `self?.toast = nil` gives no text; the callers in any file give the text.
struct ModelMessageTests {
    static let model = #"""
        @Observable final class AppModel {
            struct StatusToast: Equatable {
                enum Kind { case success, failure }
                var kind: Kind
                var message: String
            }
            private(set) var toast: StatusToast?
            func showToast(_ kind: StatusToast.Kind, _ message: String) {
                toast = StatusToast(kind: kind, message: message)
                Task { [weak self] in self?.toast = nil }
            }
        }
        """#
    static let callers = #"""
        extension AppModel {
            func connect() {
                showToast(.success, "Connected to Box.")
                showToast(.failure, String(localized: "Could not connect."))
            }
        }
        """#
    static let view = #"""
        struct StatusOverlay: View {
            @Bindable var model: AppModel
            var body: some View {
                VStack {
                    if let toast = model.toast {
                        Label(toast.message, systemImage: "info.circle")
                    }
                }
                .onChange(of: model.toast) { _, toast in
                    guard let toast else { return }
                    AccessibilityNotification.Announcement(toast.message).post()
                }
            }
        }
        """#

    @Test func theCallersOfTheModelsFunctionGiveTheMessageAViewSpeaks() throws {
        let found = try moduleUses([Self.model, Self.callers, Self.view])
        // The view's uses are made at the callers' arguments, one per caller and use.
        #expect(found[2].isEmpty, "\(found[2].map(\.argumentInWords))")
        #expect(found[1].map { "\($0.form) \($0.argumentInWords)" }.sorted() == [
            "AccessibilityNotification.Announcement(_:) key Could not connect.",
            "AccessibilityNotification.Announcement(_:) text Connected to Box.",
            "Label(_:…) key Could not connect.",
            "Label(_:…) text Connected to Box.",
        ], "\(found[1].map { "\($0.form) \($0.argumentInWords)" })")
    }

    /// A caller that passes a value the reader cannot follow leaves that one use dynamic.
    @Test func aCallerWithAnUnknownValueLeavesItsUseDynamic() throws {
        let found = try moduleUses([Self.model, #"""
            extension AppModel {
                func report() { showToast(.success, makeSummary()) }
            }
            """#, Self.view])
        #expect(found[1].map(\.argumentInWords) == ["dynamic unknown-function", "dynamic unknown-function"], "\(found[1].map(\.argumentInWords))")
    }
}
