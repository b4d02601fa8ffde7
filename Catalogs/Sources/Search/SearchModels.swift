import Foundation

/// A movie found by a search.
public struct SearchResult: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var year: Int
    public var genreID: Genre.ID

    public init(id: UUID = UUID(), title: String, year: Int, genreID: Genre.ID) {
        self.id = id
        self.title = title
        self.year = year
        self.genreID = genreID
    }
}

/// A genre of the catalog; the API sends the names already localized.
public struct Genre: Identifiable, Hashable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The search API.
public protocol SearchService: Sendable {
    func suggestions(for query: String) async throws -> [String]
    func results(for query: String, genre: Genre.ID?) async throws -> [SearchResult]
}
