import SwiftUI

/// One saved movie in the favorites list: poster, title and, once watched, a status line.
struct FavoriteRowView: View {
    let movie: FavoriteMovie
    var onRemove: () -> Void

    var body: some View {
        if movie.isWatched {
            content
                // Same text as the status line, so VoiceOver says what the screen shows.
                .accessibilityValue(Text("favorites.watchStatus", bundle: .module))
        } else {
            content
        }
    }

    private var content: some View {
        HStack(spacing: 12) {
            Image(decorative: movie.posterName, bundle: .module)
                .resizable()
                .aspectRatio(2 / 3, contentMode: .fit)
                .frame(width: 44)
                .clipShape(RoundedRectangle(cornerRadius: 4))
            VStack(alignment: .leading, spacing: 2) {
                Text(movie.title)
                    .font(.headline)
                if movie.isWatched {
                    Text("favorites.watchStatus", bundle: .module)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(movie.title)
        .swipeActions {
            Button(role: .destructive, action: onRemove) {
                Image(systemName: "trash")
            }
            .accessibilityLabel(Text("favorites.remove.label", bundle: .module))
            .accessibilityHint(Text("favorites.remove.hint", bundle: .module))
        }
    }
}
