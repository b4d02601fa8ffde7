import SwiftUI

/// The Favorites tab: how many movies are saved, the list itself, sorting and editing.
public struct FavoritesView: View {
    let store: FavoritesStore
    @State private var favorites: [FavoriteMovie] = []
    @State private var isLoading = true
    @State private var newestFirst = true
    @State private var editMode: EditMode = .inactive

    public init(store: FavoritesStore) {
        self.store = store
    }

    public var body: some View {
        NavigationStack {
            Group {
                if !isLoading && favorites.isEmpty {
                    emptyState
                } else {
                    list
                }
            }
            .navigationTitle(Text("favorites.title", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(String(localized: "favorites.edit.button", bundle: .module)) {
                        editMode = editMode.isEditing ? .inactive : .active
                    }
                }
                ToolbarItem(placement: .topBarTrailing) { sortButton }
            }
            .environment(\.editMode, $editMode)
            .task { await load() }
        }
    }

    private var sorted: [FavoriteMovie] {
        favorites.sorted { newestFirst ? $0.addedAt > $1.addedAt : $0.addedAt < $1.addedAt }
    }

    private var list: some View {
        List {
            HStack {
                Text("favorites.count.label", bundle: .module)
                Spacer()
                Text(favorites.count, format: .number)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("favorites.count.label", bundle: .module))
            .accessibilityValue(String(localized: "favorites.count.value", defaultValue: "\(favorites.count) movies in your list", bundle: .module))

            ForEach(sorted) { movie in
                FavoriteRowView(movie: movie) { Task { await remove(movie) } }
            }
        }
    }

    private var emptyState: some View {
        VStack(spacing: 12) {
            Image(systemName: "heart")
                .font(.largeTitle)
            Text("favorites.emptyState.label", bundle: .module)
                .font(.headline)
        }
        .foregroundStyle(.secondary)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("favorites.emptyState.label", bundle: .module))
    }

    private var sortButton: some View {
        Button { newestFirst.toggle() } label: {
            Label {
                Text("favorites.sortMenu.title", bundle: .module)
            } icon: {
                Image(systemName: newestFirst ? "arrow.down" : "arrow.up")
            }
        }
        .accessibilityLabel(Text("favorites.sort.label", bundle: .module))
        .accessibilityHint(Text("favorites.sort.hint", bundle: .module))
    }

    private func load() async {
        AccessibilityNotification.Announcement(String(localized: "favorites.loading.announcement", bundle: .module)).post()
        favorites = (try? await store.favorites()) ?? []
        isLoading = false
        AccessibilityNotification.Announcement(String(localized: "favorites.loaded.announcement", bundle: .module)).post()
    }

    private func remove(_ movie: FavoriteMovie) async {
        guard (try? await store.remove(movie.id)) != nil else { return }
        favorites.removeAll { $0.id == movie.id }
    }
}
