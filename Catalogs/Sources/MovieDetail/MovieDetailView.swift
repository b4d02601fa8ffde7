import SwiftUI

/// The details of one movie: key facts, rent and watchlist, synopsis and cast.
public struct MovieDetailView: View {
    let movie: MovieDetails
    var onRent: () -> Void
    @State private var isOnWatchlist: Bool
    @State private var showsPoster = false

    public init(movie: MovieDetails, isOnWatchlist: Bool, onRent: @escaping () -> Void) {
        self.movie = movie
        self.onRent = onRent
        _isOnWatchlist = State(initialValue: isOnWatchlist)
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Button { showsPoster = true } label: {
                    Image(decorative: movie.posterName, bundle: .module)
                        .resizable()
                        .scaledToFit()
                        .frame(maxHeight: 260)
                }
                .accessibilityLabel(movie.title)
                Text(movie.title)
                    .font(.largeTitle.bold())
                facts
                actions
                Text("details.synopsis.title", bundle: .module)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                Text(movie.synopsis)
                cast
            }
            .padding()
        }
        .navigationTitle(Text("details.title", bundle: .module))
        .navigationBarTitleDisplayMode(.inline)
        .fullScreenCover(isPresented: $showsPoster) { PosterView(movie: movie) }
        .toolbar {
            ShareLink(item: movie.shareURL) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel(Text("details.share.label", bundle: .module))
            .accessibilityHint(Text("details.share.hint", bundle: .module))
        }
    }

    private var facts: some View {
        VStack(alignment: .leading, spacing: 8) {
            factRow("clock", Text(Duration.seconds(movie.runtimeMinutes * 60), format: .units(allowed: [.hours, .minutes], width: .narrow)))
                .accessibilityLabel(Text("details.runtime.label", bundle: .module))
                .accessibilityValue(String(localized: "details.runtime.value", defaultValue: "\(movie.runtimeMinutes) minutes", bundle: .module))
            factRow("calendar", Text(movie.releaseDate, format: .dateTime.day().month().year()))
                .accessibilityLabel(Text("details.release.label", bundle: .module))
                .accessibilityValue(Text("details.release.value", bundle: .module))
            factRow("hand.thumbsup", Text(Double(movie.audienceScore) / 100, format: .percent))
                .accessibilityLabel(Text("details.rating.label", bundle: .module))
                .accessibilityValue(String(localized: "details.rating.value", defaultValue: "\(movie.audienceScore) percent positive", bundle: .module))
            if let position = movie.chartPosition {
                factRow("chart.bar", Text(verbatim: "#\(position)"))
                    .accessibilityLabel(Text("details.rank.label", bundle: .module))
                    .accessibilityValue(String(localized: "details.rank.value", defaultValue: "Number \(position) this week", bundle: .module))
            }
        }
        .font(.subheadline)
    }

    /// An icon and a short value; VoiceOver reads the label and value set by the caller instead.
    private func factRow(_ systemImage: String, _ value: Text) -> some View {
        HStack(spacing: 6) {
            Image(systemName: systemImage)
                .foregroundStyle(.secondary)
            value
        }
        .accessibilityElement(children: .ignore)
    }

    private var actions: some View {
        HStack(spacing: 12) {
            Button(action: onRent) {
                Label {
                    Text(movie.rentalPrice, format: .currency(code: movie.currencyCode))
                } icon: {
                    Image(systemName: "play.rectangle.fill")
                }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityLabel(Text("details.rent.label", bundle: .module))
            .accessibilityHint(Text("details.rent.hint", bundle: .module))

            Button { isOnWatchlist.toggle() } label: {
                Text("details.watchlist.title", bundle: .module)
            }
            .buttonStyle(.bordered)
            .accessibilityLabel(Text("details.watchlist.label", bundle: .module))
            .accessibilityHint(Text("details.watchlist.hint", bundle: .module))
            .accessibilityAddTraits(isOnWatchlist ? .isSelected : [])
        }
    }

    private var cast: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("details.cast.label", bundle: .module)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(movie.cast, id: \.self) { name in
                Text(name)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("details.cast.label", bundle: .module))
    }
}
