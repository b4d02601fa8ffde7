import Testing
@testable import CatalogKitLite

/// Key globs, path prefixes and path globs, and the role patterns built from them.
struct ConfigurationPatternTests {
    @Test(arguments: [
        ("*.hint", "trailer.close.hint", true),
        ("*.hint", "trailer.close.Hint", false),
        ("*.hint", "trailer.hint.text", false),
        ("trailer.*", "trailer.", true),
        ("trailer.*.label", "trailer.a.b.label", true),
        ("trailer.?.label", "trailer.ab.label", false),
        ("trailer.?.label", "trailer.é.label", true),
        ("*", "", true),
        ("", "", true),
        ("", "x", false),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbYbZ", false),
        ("**x", "abx", true),
        ("Are you sure?", "Are you sure?", true),
    ])
    func keyGlobs(pattern: String, key: String, matches: Bool) {
        #expect(KeyPattern(pattern).matches(key) == matches, "\(pattern) ~ \(key)")
    }

    @Test func pathPrefixesMatchAtFolderBoundaries() {
        let prefix = PathPattern("Sources/Legacy", relativeTo: "/project")
        #expect(!prefix.isGlob && prefix.resolved == "/project/Sources/Legacy")
        #expect(prefix.matches(absolutePath: "/project/Sources/Legacy"))
        #expect(prefix.matches(absolutePath: "/project/Sources/Legacy/Localizable.xcstrings"))
        #expect(!prefix.matches(absolutePath: "/project/Sources/LegacyUI/Localizable.xcstrings"))
        #expect(PathPattern("./Vendor/", relativeTo: "/project/app").resolved == "/project/app/Vendor")
        #expect(PathPattern("../Shared", relativeTo: "/project/app").resolved == "/project/Shared")
        #expect(PathPattern("/abs/Strings", relativeTo: "/project").resolved == "/abs/Strings")
    }

    @Test func pathGlobsMatchThePathOrAFolder() {
        let glob = PathPattern("Sources/*/Generated", relativeTo: "/project")
        #expect(glob.isGlob)
        #expect(glob.matches(absolutePath: "/project/Sources/Search/Generated/Strings.xcstrings"))
        #expect(glob.matches(absolutePath: "/project/Sources/Search/Deep/Generated"))
        #expect(!glob.matches(absolutePath: "/project/Sources/Search/GeneratedOld/Strings.xcstrings"))
        let files = PathPattern("*/Legacy-?.xcstrings", relativeTo: "/project")
        #expect(files.matches(absolutePath: "/project/App/Legacy-1.xcstrings"))
        #expect(!files.matches(absolutePath: "/project/App/Legacy-10.xcstrings"))
        #expect(!files.matches(absolutePath: "/elsewhere/App/Legacy-1.xcstrings"))
    }

    @Test func rolePatternsPreferNoneThenTheRoleOrder() {
        let patterns = RolePatterns(
            patterns: [.hint: [KeyPattern("x.*")], .label: [KeyPattern("x.a*")], .announcement: [KeyPattern("toast.*")]],
            none: [KeyPattern("x.internal.*")])
        #expect(patterns.match("x.abc") == .some(.label))
        #expect(patterns.match("x.bcd") == .some(.hint))
        #expect(patterns.match("x.internal.a") == .some(nil))
        #expect(patterns.match("toast.saved") == .some(.announcement))
        #expect(patterns.match("y") == nil)

        let merged = patterns.overridden(by: RolePatterns(patterns: [.hint: []], none: []))
        #expect(merged.match("x.bcd") == nil)
        #expect(merged.match("x.internal.a") == nil)
        #expect(merged.match("x.abc") == .some(.label))
        #expect(merged.match("toast.saved") == .some(.announcement))
    }
}
