import Foundation

/// Everything the details screen shows about one movie.
public struct MovieDetails: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var synopsis: String
    public var posterName: String
    public var runtimeMinutes: Int
    public var releaseDate: Date
    /// Share of positive audience reviews, 0 to 100.
    public var audienceScore: Int
    /// Position in this week's chart (1 = top); `nil` when the movie is not in the top 50.
    public var chartPosition: Int?
    public var cast: [String]
    public var rentalPrice: Decimal
    public var currencyCode: String
    public var shareURL: URL

    public init(
        id: UUID = UUID(), title: String, synopsis: String, posterName: String, runtimeMinutes: Int, releaseDate: Date,
        audienceScore: Int, chartPosition: Int?, cast: [String], rentalPrice: Decimal, currencyCode: String, shareURL: URL
    ) {
        self.id = id
        self.title = title
        self.synopsis = synopsis
        self.posterName = posterName
        self.runtimeMinutes = runtimeMinutes
        self.releaseDate = releaseDate
        self.audienceScore = audienceScore
        self.chartPosition = chartPosition
        self.cast = cast
        self.rentalPrice = rentalPrice
        self.currencyCode = currencyCode
        self.shareURL = shareURL
    }
}
