import Foundation

/// A trailer as the streaming manifest describes it.
public struct TrailerInfo: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var movieTitle: String
    public var url: URL
    public var durationSeconds: Int
    /// The renditions offered, best first; names come localized from the manifest ("Auto", "4K HDR").
    public var qualities: [TrailerQuality]
    /// Whether the manifest has a Dolby Vision rendition: the player shows its badge.
    public var hasDolbyVision: Bool
    /// Whether an audio-described track is available.
    public var hasAudioDescription: Bool

    public init(
        id: UUID = UUID(), movieTitle: String, url: URL, durationSeconds: Int, qualities: [TrailerQuality],
        hasDolbyVision: Bool, hasAudioDescription: Bool
    ) {
        self.id = id
        self.movieTitle = movieTitle
        self.url = url
        self.durationSeconds = durationSeconds
        self.qualities = qualities
        self.hasDolbyVision = hasDolbyVision
        self.hasAudioDescription = hasAudioDescription
    }
}

/// One rendition of a trailer.
public struct TrailerQuality: Identifiable, Hashable, Sendable {
    public var id: String
    public var displayName: String

    public init(id: String, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}
