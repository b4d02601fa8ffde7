import Foundation

/// A movie as the Discover feed lists it.
public struct DiscoverMovie: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    /// `nil` for festival screenings, which reach the feed before they are catalogued.
    public var genre: String?
    /// Name of the poster in the asset catalog of the module.
    public var posterName: String
    /// The average rating, in whole stars from 0 to 5.
    public var stars: Int
    /// Released in the last seven days: the card shows a badge.
    public var isNewThisWeek: Bool

    public init(id: UUID = UUID(), title: String, genre: String?, posterName: String, stars: Int, isNewThisWeek: Bool) {
        self.id = id
        self.title = title
        self.genre = genre
        self.posterName = posterName
        self.stars = min(max(stars, 0), 5)
        self.isNewThisWeek = isNewThisWeek
    }
}

/// One page of the Discover feed.
public struct DiscoverFeed: Sendable {
    public var trending: [DiscoverMovie]
    public var newReleases: [DiscoverMovie]
    public var freeMovies: [DiscoverMovie]

    public static let empty = DiscoverFeed(trending: [], newReleases: [], freeMovies: [])
}

/// Where the feed comes from: the Matinee API in the app, fixtures in previews and tests.
public protocol DiscoverService: Sendable {
    func feed() async throws -> DiscoverFeed
}
