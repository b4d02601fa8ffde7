/// What a command may use from its surroundings; tests set it explicitly.
struct RunContext: Sendable {
    var environment: [String: String]
    var currentDirectory: String
}
