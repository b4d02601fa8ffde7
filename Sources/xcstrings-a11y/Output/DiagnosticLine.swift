import CatalogKitLite

/// `path:line:column: severity: message [id]`, the line Xcode, editors and CI log parsers read.
func diagnosticLine(path: String, line: Int?, column: Int?, severity: Severity, message: String, id: String) -> String {
    var place = terminalSafe(path)
    if let line {
        place += ":\(line)"
        if let column { place += ":\(column)" }
    }
    return "\(place): \(severity.rawValue): \(terminalSafe(message)) [\(id)]"
}
