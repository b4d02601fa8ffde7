import Discover
import Favorites
import Search
import SwiftUI

/// The Matinee app: the feature modules of the package as tabs, tonight's pick above them.
@main
struct MatineeApp: App {
    @State private var services = AppServices.live

    var body: some Scene {
        WindowGroup {
            ContentView(services: services)
        }
    }
}

/// The services the feature modules read from, made once for the app.
struct AppServices {
    var discover: DiscoverService
    var search: SearchService
    var favorites: FavoritesStore

    static let live = AppServices(discover: RemoteDiscoverService(), search: RemoteSearchService(), favorites: CloudFavoritesStore())
}
