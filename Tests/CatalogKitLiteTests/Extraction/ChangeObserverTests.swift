import Testing
@testable import CatalogKitLite

/// The closure of `.onChange(of: x)` is given values of `x`: Weather Atlas announces its service's
/// error message from `.onChange(of: weatherService.errorMessage) { _, message in … }` (the 41st
/// study found the announcement "dynamic 'message'"). Another closure's parameter stays a parameter.
struct ChangeObserverTests {
    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    @Test func anObservedValuesClosureIsGivenItsValues() throws {
        let files = try moduleUses([#"""
            @Observable final class WeatherService {
                var errorMessage: String?
                var phase = String(localized: "Idle")
                func load() async {
                    errorMessage = nil
                    do { try await fetch() } catch { errorMessage = String(localized: "We couldn't load weather.") }
                    phase = String(localized: "Loaded")
                }
            }
            """#, #"""
            struct ContentView: View {
                @Environment(WeatherService.self) var weatherService
                var body: some View {
                    Map()
                        .onChange(of: weatherService.errorMessage) { _, message in
                            guard let message else { return }
                            UIAccessibility.post(notification: .announcement, argument: message)
                        }
                        .onChange(of: weatherService.phase, perform: { phase in
                            AccessibilityNotification.Announcement(phase).post()
                        })
                        .onAppear { weatherService.errorMessage = nil }
                        .task { await load { status in AccessibilityNotification.Announcement(status).post() } }
                }
            }
            """#])
        let uses = files[1]
        #expect(uses.filter { $0.callPosition.line == 7 }.map(key) == ["We couldn't load weather."], "\(uses.map(\.argument))")
        #expect(uses.filter { $0.callPosition.line == 10 }.map(key) == ["Idle", "Loaded"], "\(uses.map(\.argument))")
        #expect(uses.filter { $0.callPosition.line == 13 }.map(reason) == [.parameter], "\(uses.map(\.argument))")
    }
}
