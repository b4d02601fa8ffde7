import SwiftUI

/// A poster card in the Discover carousels: the poster opens the details; below it, the rating and
/// the rental price, each its own element.
struct MovieCardView: View {
    let movie: DiscoverMovie
    var onOpen: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ZStack(alignment: .topTrailing) {
                Button(action: onOpen) {
                    Image(decorative: movie.posterName, bundle: .module)
                        .resizable()
                        .aspectRatio(2 / 3, contentMode: .fill)
                        .frame(width: 140, height: 210)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
                .buttonStyle(.plain)
                // Festival screenings have no genre until they are catalogued.
                .accessibilityLabel(Text(verbatim: "\(movie.title), \(movie.genre ?? "unknown genre")"))
                .accessibilityHint(Text("movieCard.open.hint", bundle: .module))

                if movie.isNewThisWeek {
                    newBadge
                }
            }
            rating
            price
        }
        .frame(width: 140)
    }

    private var newBadge: some View {
        Image(systemName: "sparkles")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(6)
            .background(.red, in: Circle())
            .padding(6)
            .accessibilityLabel(Text("movieCard.badge.label", bundle: .module))
    }

    private var rating: some View {
        HStack(spacing: 2) {
            ForEach(0..<5, id: \.self) { index in
                Image(systemName: index < movie.stars ? "star.fill" : "star")
            }
        }
        .font(.caption)
        .foregroundStyle(.yellow)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("movieCard.rating.label", bundle: .module))
        .accessibilityValue(String(localized: "movieCard.rating.value", defaultValue: "\(movie.stars) of 5 stars", bundle: .module))
    }

    private var price: some View {
        HStack(spacing: 4) {
            Image(systemName: "tag")
            Text("movieCard.price.value", bundle: .module)
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("movieCard.price.label", bundle: .module))
        .accessibilityValue(Text("movieCard.price.value", bundle: .module))
    }
}
