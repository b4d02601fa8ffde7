import Testing
@testable import CatalogKitLite

/// Comment markers, and the order of the three sources of roles.
struct RolesClassifierTests {
    @Test(arguments: [
        ("Closes the trailer. [a11y: hint]", CommentMarker.Reading.role(.hint)),
        ("[A11Y:Label] Play button", .role(.label)),
        ("[ a11y : VALUE ]", .role(.value)),
        ("Posted after saving [a11y: announcement]", .role(.announcement)),
        ("Not for VoiceOver [a11y: none]", .notAccessibility),
        ("[a11y: hnit]", .unknown("hnit")),
        ("[a11y: label] then [a11y: hint]", .role(.label)),
        ("Progress bar accessibility label", .role(.label)),
        ("VoiceOver announcement for when the search updates.", .role(.announcement)),
        ("Voice Over hint", .role(.hint)),
        ("Unread label for accessibility", .role(.label)),
        ("Current Activity a11y value", .role(.value)),
        ("VOICEOVER LABEL", .role(.label)),
        ("Étiquette — ACCESSIBILITY HINT für „Öffnen“", .role(.hint)),
        ("Schließen-Knopf [a11y:label]", .role(.label)),
    ])
    func commentsSayTheRole(comment: String, reading: CommentMarker.Reading) {
        #expect(CommentMarker.read(comment) == reading, "\(comment)")
    }

    @Test(arguments: [
        "Label for a parameter that lets the user choose a folder.",
        "Title of the option to show the Accessibility browser preferences",
        "Class = \"NSButton\"; ibExternalAccessibilityDescription = \"Advanced options\"; ObjectID = \"i8z-Xa-PxI\";",
        "accessibility result message for Find Next/Previous",
        "MARK: Accessibility",
        "set of label and value",
        "[a11y: ]",
        "Accessibility settings pane title",
        "A hint shown to new users",
        "",
    ])
    func commentsThatSayNothing(comment: String) {
        #expect(CommentMarker.read(comment) == nil, "\(comment)")
    }

    @Test func sourcesAreTriedStrongestFirst() {
        let patterns = RolePatterns(patterns: [.hint: [KeyPattern("*.tip")], .label: [KeyPattern("movie.*.label")]], none: [KeyPattern("legal.*")])
        let classifier = RoleClassifier(patterns: patterns)

        // Configuration beats a comment marker, which beats the key's name.
        #expect(classifier.classify(key: "trailer.close.tip", comment: "[a11y: value]", module: "App")
            == RoleAssignment(role: .hint, source: .configuration, elementKey: "trailer.close.tip"))
        #expect(classifier.classify(key: "trailer.close.hint", comment: "[a11y: value]", module: "App")
            == RoleAssignment(role: .value, source: .comment, elementKey: "trailer.close"))
        #expect(classifier.classify(key: "trailer.close.hint", comment: "Shown below the button", module: "App")
            == RoleAssignment(role: .hint, source: .convention, elementKey: "trailer.close"))

        // `none` wins over role patterns and over everything weaker.
        #expect(classifier.classify(key: "legal.terms.label", comment: "[a11y: label]", module: "App") == nil)
        // `[a11y: none]` opts a conventional key out; an unknown marker word changes nothing.
        #expect(classifier.classify(key: "settings.tab.label", comment: "Visible tab title [a11y: none]", module: "App") == nil)
        #expect(classifier.classify(key: "settings.tab.label", comment: "[a11y: lable]", module: "App")?.source == .convention)
        // A plain-text key is an accessibility string only by comment or configuration.
        #expect(classifier.classify(key: "Plays the trailer.", comment: nil, module: "App") == nil)
        #expect(classifier.classify(key: "Plays the trailer.", comment: "[a11y: hint]", module: "App")
            == RoleAssignment(role: .hint, source: .comment, elementKey: "Plays the trailer."))
    }

    @Test func moduleOverridesReplaceOnlyTheListsTheySet() {
        let project = RolePatterns(patterns: [.hint: [KeyPattern("*.tip")], .label: [KeyPattern("*.caption")]])
        let trailer = RolePatterns(patterns: [.hint: [KeyPattern("*.help")]], none: [KeyPattern("debug.*")])
        let classifier = RoleClassifier(patterns: project, moduleOverrides: ["Trailer": trailer])

        #expect(classifier.classify(key: "x.tip", comment: nil, module: "Search")?.role == .hint)
        #expect(classifier.classify(key: "x.help", comment: nil, module: "Search") == nil)
        #expect(classifier.classify(key: "x.tip", comment: nil, module: "Trailer") == nil)
        #expect(classifier.classify(key: "x.help", comment: nil, module: "Trailer")?.role == .hint)
        #expect(classifier.classify(key: "x.caption", comment: nil, module: "Trailer")?.role == .label)
        #expect(classifier.classify(key: "debug.label", comment: nil, module: "Trailer") == nil)
        #expect(classifier.classify(key: "debug.label", comment: nil, module: "Search")?.role == .label)
    }

    @Test func classifierFromConfigurationUsesItsPatterns() throws {
        let json = #"{"roles": {"value": ["*.state"]}, "moduleOverrides": {"Player": {"roles": {"none": ["*.state"]}}}}"#
        let configuration = try Configuration.decode(Array(json.utf8), path: "c.json", directory: "/p", knownRuleIDs: [])
        let classifier = RoleClassifier(configuration: configuration)
        #expect(classifier.classify(key: "player.volume.state", comment: nil, module: "App")?.role == .value)
        #expect(classifier.classify(key: "player.volume.state", comment: nil, module: "Player") == nil)
    }
}
