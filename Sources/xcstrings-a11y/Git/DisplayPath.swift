/// A path as the text output shows a configuration or a repository: relative to the current
/// folder, with `..` where it lies beside or above it (`../proj/.xcstrings-a11y.json`), `.` for
/// the folder itself, absolute when the two share nothing but `/`.
enum DisplayPath {
    /// `path` (absolute, or relative to `directory`) relative to `directory`; links are resolved on
    /// both sides first, so `/tmp` and `/private/tmp` compare equal.
    static func relative(_ path: String, to directory: String) -> String {
        let target = RepositoryPaths.resolved(path.hasPrefix("/") ? path : directory + "/" + path)
        let base = RepositoryPaths.resolved(directory)
        let targetParts = target.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] { common += 1 }
        guard common > 0 || baseParts.isEmpty else { return target }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
