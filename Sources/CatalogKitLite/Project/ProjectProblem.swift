/// Something in a project file that could not be read: a syntax error (the project is then not
/// used), or a part of it that is missing or malformed (the rest is used).
public struct ProjectProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file: `project.pbxproj`, an `.xcconfig`, `contents.xcworkspacedata`, `project.yml`.
    public var file: String
    /// Where in the file, when the problem has a place.
    public var position: SourcePosition?
    /// What is wrong.
    public var message: String
    /// The id reports give it: `project-syntax` for a file that is not what it should be (the
    /// project is not used), `io-error` for one that cannot be read, `project` for a part of a
    /// project that is missing or malformed (the rest is used).
    public var id: String

    /// Creates a problem.
    public init(file: String, position: SourcePosition?, message: String, id: String = "project") {
        self.file = file
        self.position = position
        self.message = message
        self.id = id
    }

    /// `file:line:column: message`.
    public var description: String {
        "\(file)\(position.map { ":\($0.line):\($0.column)" } ?? ""): \(message)"
    }
}
