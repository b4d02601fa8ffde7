import CatalogKitLite

extension Finding {
    /// The message as reports print it: for a catalog string whose role the Swift code gives, the
    /// place in the code is added (`(used at Sources/Player/PlayerView.swift:12:30)`), so the reader
    /// sees where VoiceOver speaks it. The baseline identifies a finding by its plain message.
    var reportedMessage: String {
        guard let usedAt else { return message }
        return "\(message) (used at \(usedAt))"
    }
}
