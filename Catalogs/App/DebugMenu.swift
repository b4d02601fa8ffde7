#if DEBUG
import SwiftUI

/// Testers' shortcuts, in debug builds only: the release build has no such button.
struct DebugMenuButton: View {
    @State private var showsMenu = false

    var body: some View {
        Button {
            showsMenu = true
        } label: {
            Image(systemName: "ladybug")
        }
        .accessibilityLabel("debug.menu.label")
        .accessibilityHint("debug.menu.hint")
        .sheet(isPresented: $showsMenu) {
            Button("debug.resetOnboarding") {
                UserDefaults.standard.removeObject(forKey: "onboarding.done")
            }
        }
    }
}
#endif
