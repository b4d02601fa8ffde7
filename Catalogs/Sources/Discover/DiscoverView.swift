import SwiftUI

/// The Discover tab: the movie pass banner, the trending carousel, this month's releases and the
/// app version in the footer.
public struct DiscoverView: View {
    let service: DiscoverService
    var onOpenMovie: (DiscoverMovie) -> Void
    var onOpenMoviePass: () -> Void
    @State private var feed = DiscoverFeed.empty
    @State private var showsAllNewReleases = false

    public init(service: DiscoverService, onOpenMovie: @escaping (DiscoverMovie) -> Void, onOpenMoviePass: @escaping () -> Void) {
        self.service = service
        self.onOpenMovie = onOpenMovie
        self.onOpenMoviePass = onOpenMoviePass
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 28) {
                    moviePassBanner
                    trending
                    newReleases
                    footer
                }
                .padding()
            }
            .navigationTitle(Text("discover.title", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Image("MatineeLogo", bundle: .module, label: Text("discover.brand.label", bundle: .module))
                }
            }
            .task { await load(announce: false) }
            .refreshable { await load(announce: true) }
        }
    }

    private var moviePassBanner: some View {
        Button(action: onOpenMoviePass) {
            // The price is part of the artwork, so the banner needs a label of its own.
            Image(decorative: "MoviePassBanner", bundle: .module)
                .resizable()
                .scaledToFit()
                .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .accessibilityLabel(Text("moviePass.price.label", bundle: .module))
    }

    private var trending: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("trending.header.label", bundle: .module)
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(feed.trending) { movie in
                        MovieCardView(movie: movie) { onOpenMovie(movie) }
                    }
                }
            }
            // Named after its heading, so the rotor lists the carousel as a container.
            .accessibilityElement(children: .contain)
            .accessibilityLabel(Text("trending.header.label", bundle: .module))
        }
    }

    private var newReleases: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("discover.section.newReleases", bundle: .module)
                    .font(.title2.bold())
                    .accessibilityAddTraits(.isHeader)
                Spacer()
                Button(String(localized: "See all", bundle: .module)) { showsAllNewReleases = true }
            }
            ForEach(feed.newReleases.prefix(showsAllNewReleases ? feed.newReleases.count : 4)) { movie in
                MovieCardView(movie: movie) { onOpenMovie(movie) }
            }
        }
    }

    private var footer: some View {
        // Visibly the short form "3.2.0 (418)"; VoiceOver gets the catalog's sentence.
        Text(verbatim: Bundle.main.shortVersionAndBuild)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity)
            .accessibilityLabel(Text("footer.version.label", bundle: .module))
    }

    private func load(announce: Bool) async {
        guard let latest = try? await service.feed() else { return }
        feed = latest
        if announce {
            AccessibilityNotification.Announcement(String(localized: "discover.updated.announcement", bundle: .module)).post()
        }
    }
}

extension Bundle {
    /// `CFBundleShortVersionString (CFBundleVersion)`, e.g. `3.2.0 (418)`.
    var shortVersionAndBuild: String {
        let version = object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        let build = object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
        return "\(version) (\(build))"
    }
}
