import CatalogKitLite

/// A baseline file that cannot be used; the run stops with exit status 2.
struct BaselineError: Error, Sendable, CustomStringConvertible {
    var path: String
    var position: SourcePosition?
    var message: String

    var description: String {
        "\(path)\(position.map { ":\($0.line):\($0.column)" } ?? ""): error: \(message)"
    }
}
