import Discover
import Favorites
import Search
import SwiftUI

/// The app's screen: tonight's pick, then a tab per feature module.
struct ContentView: View {
    let services: AppServices
    @State private var pick = TonightPick.stored
    @State private var openMovie: DiscoverMovie?

    var body: some View {
        VStack(spacing: 0) {
            TonightBanner(pick: pick)
            TabView {
                DiscoverView(service: services.discover, onOpenMovie: { openMovie = $0 }, onOpenMoviePass: {})
                    .tabItem { Label("tab.discover", systemImage: "sparkles") }
                SearchView(service: services.search) { _ in }
                    .tabItem { Label("tab.search", systemImage: "magnifyingglass") }
                FavoritesView(store: services.favorites)
                    .tabItem { Label("tab.favorites", systemImage: "heart") }
            }
        }
        #if DEBUG
        .overlay(alignment: .topTrailing) { DebugMenuButton() }
        #endif
    }
}

/// Tonight's pick, which the app chooses and the widget shows too (through the app group).
struct TonightPick: Codable {
    var title: String

    static var stored: TonightPick {
        let defaults = UserDefaults(suiteName: "group.example.matinee")
        return TonightPick(title: defaults?.string(forKey: "tonight.title") ?? "")
    }
}

/// The banner above the tabs.
struct TonightBanner: View {
    let pick: TonightPick

    var body: some View {
        HStack {
            Image(systemName: "moon.stars")
            Text(pick.title)
                .font(.headline)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("tonight.pick.label"))
    }
}
