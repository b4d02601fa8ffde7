/// A read of a key of the app's Info.plist that every build sets: `Bundle.main.object(
/// forInfoDictionaryKey: "CFBundleName") as? String`, `Bundle.main.infoDictionary?["CFBundleName"]`.
/// Xcode writes `CFBundleName`, `CFBundleIdentifier` and `CFBundleExecutable` into every product's
/// Info.plist, generated or not, so the fallback after `??` is never reached (PegaseUIData's
/// `?? "l’app"`) and never heard.
extension SwiftLexedFile {
    /// The Info.plist keys every build of a product sets.
    static let infoKeysEveryBuildSets: Set<String> = ["CFBundleName", "CFBundleIdentifier", "CFBundleExecutable"]

    /// Whether the expression reads one of ``infoKeysEveryBuildSets``: a literal of that key passed
    /// as `forInfoDictionaryKey:` or as the subscript of `infoDictionary`.
    func readsInfoKeyEveryBuildSets(_ range: Range<Int>) -> Bool {
        guard range.count <= 24 else { return false }
        for index in range where tokens[index].kind == .string && index >= 2 {
            guard let key = decodedLiteral(at: index).plainText, Self.infoKeysEveryBuildSets.contains(key) else { continue }
            let before = index - 1
            if tokens[before].kind == .colon, token(before - 1, is: "forInfoDictionaryKey") { return true }
            if tokens[before].kind == .leftBracket, tokens[before - 1].kind == .operator || tokens[before - 1].kind == .identifier,
               range.contains(where: { token($0, is: "infoDictionary") }) { return true }
        }
        return false
    }
}
