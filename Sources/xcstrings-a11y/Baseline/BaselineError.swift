import CatalogKitLite

/// A baseline file that cannot be used; the run stops with exit status 2.
struct BaselineError: Error, Sendable, CustomStringConvertible {
    /// The baseline file, where in it, and what is wrong.
    var path: String
    var position: SourcePosition?
    var message: String

    /// `path:line:column: error: message`, like every other diagnostic of the tool.
    var description: String {
        "\(path)\(position.map { ":\($0.line):\($0.column)" } ?? ""): error: \(message)"
    }
}
