import Foundation

/// A movie the user saved to the favorites list.
public struct FavoriteMovie: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var posterName: String
    public var addedAt: Date
    /// Marked as watched in the details or by finishing the rental.
    public var isWatched: Bool

    public init(id: UUID = UUID(), title: String, posterName: String, addedAt: Date, isWatched: Bool) {
        self.id = id
        self.title = title
        self.posterName = posterName
        self.addedAt = addedAt
        self.isWatched = isWatched
    }
}

/// The user's saved movies, synced with their account.
public protocol FavoritesStore: Sendable {
    func favorites() async throws -> [FavoriteMovie]
    func remove(_ id: FavoriteMovie.ID) async throws
}
