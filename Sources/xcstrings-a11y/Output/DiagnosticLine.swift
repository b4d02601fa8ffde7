import CatalogKitLite

/// `path:line:column: severity: message [id]`, the line Xcode, editors and CI log parsers read;
/// the path and the message as ``UntrustedText/logLine(_:)`` writes them, so neither can start a
/// workflow command in a CI log.
func diagnosticLine(path: String, line: Int?, column: Int?, severity: Severity, message: String, id: String) -> String {
    var place = UntrustedText.logLine(path)
    if let line {
        place += ":\(line)"
        if let column { place += ":\(column)" }
    }
    return "\(place): \(severity.rawValue): \(UntrustedText.logLine(message)) [\(id)]"
}
