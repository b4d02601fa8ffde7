import Testing
@testable import CatalogKitLite

/// The built-in key conventions: which key names make an accessibility string, and the element key.
struct RolesConventionTests {
    @Test(arguments: [
        ("movieCard.price.label", AccessibilityRole.label),
        ("a11y.trailer.closeHint", .hint),
        ("accessibility.tabs.timeline.unread-posts.label-%lld", .label),
        ("favorites.loadingAnnouncement", .announcement),
        ("details.rating.accessibilityValue", .value),
        ("x.accessibilityLabel", .label),
        ("x.voiceover.hint", .hint),
        ("x.voiceOverHint", .hint),
        ("Trailer.Close.LABEL", .label),
        ("trailer_close_hint", .hint),
        ("trailer/close/value", .value),
        ("x.label.2", .label),
        ("onboarding.page.label%@", .label),
        ("a11y.ratings.inputLabel1", .label),
        ("account.label.followers.hint %lld %@", .hint),
        ("accessibility.editor.button.poll", .label),
        ("a11y.hint.close", .hint),
        ("abc-12-xyz.accessibilityHint", .hint),
        ("i8z-Xa-PxI.ibExternalAccessibilityDescription", .label),
        ("settings.accessibilityHelp", .hint),
        ("a11y.status.show-tab-label", .label),
    ])
    func conventionGivesRole(key: String, role: AccessibilityRole) {
        #expect(KeyConvention.role(of: key) == role, "\(key)")
    }

    @Test(arguments: [
        // The role word is neither the last word nor in a key with a marker.
        "settings.labelColor.title",
        "label.text.today",
        "notifications.label.follow %lld",
        "movie.valueProposition",
        // Plain-text keys: the English text is the key.
        "Label color",
        "Add a hint",
        "Value",
        "Hint:",
        "Max Value",
        "Announcement",
        "Show %@ label",
        "Version %@.%@ label",
        // A hyphenated phrase is visible text unless a marker says otherwise.
        "settings.display.show-tab-label",
        "settings.content.collapse-long-posts-hint",
        "status.action.translated-label-%@",
        "read-only-hint",
        // Interface Builder properties that are visible text.
        "Fap-R2-Aj6.label",
        "lgE-cR-cQ5.title",
        // A marker that is not a namespace, and no role word.
        "preferences.accessibility",
        "lc.jitlessDiag.appGroupAccessible",
        "FindResult.find.accessibilityPositionMessage",
        // Description and help only count right after "accessibility".
        "product.description",
        "settings.help",
        // Numbers and placeholders alone.
        "%lld",
        "label.%@",
        "",
    ])
    func conventionLeavesOut(key: String) {
        #expect(KeyConvention.role(of: key) == nil, "\(key)")
    }

    @Test(arguments: [
        ("movieCard.price.label", "movieCard.price"),
        ("movieCard.price.hint", "movieCard.price"),
        ("a11y.trailer.closeHint", "a11y.trailer.close"),
        ("details.rating.accessibilityValue", "details.rating"),
        ("favorites.loadingAnnouncement", "favorites.loading"),
        ("accessibility.tabs.timeline.unread-posts.label-%lld", "accessibility.tabs.timeline.unread-posts"),
        ("accessibility.tabs.timeline.unread-posts.hint", "accessibility.tabs.timeline.unread-posts"),
        ("x.voiceover.hint", "x"),
        ("x.a11y.label", "x"),
        ("trailer_close_hint", "trailer_close"),
        ("a11y.label.close", "a11y.close"),
        ("a11y.hint.close", "a11y.close"),
        ("i8z-Xa-PxI.ibExternalAccessibilityDescription", "i8z-Xa-PxI"),
        ("accessibility.editor.button.poll", "accessibility.editor.button.poll"),
        ("Plays the trailer", "Plays the trailer"),
        ("a11y.hint", "a11y.hint"),
        ("accessibilityLabel", "accessibilityLabel"),
    ])
    func elementKeyDropsTheRoleWord(key: String, elementKey: String) {
        #expect(KeyConvention.elementKey(for: key) == elementKey, "\(key)")
    }

    @Test func keyNameReadsSegmentsWordsAndPlaceholders() {
        let name = KeyName("accessibility.tabs.unread-posts.label-%lld")
        #expect(name.isStructured)
        #expect(name.segments.count == 4)
        #expect(name.words.map(\.text) == ["accessibility", "tabs", "unread", "posts", "label"])
        #expect(name.words.map(\.joint) == [.alone, .alone, .phrase, .phrase, .alone])

        let camel = KeyName("x.URLLabel1")
        #expect(camel.words.map(\.text) == ["x", "url", "label"])
        #expect(camel.words.last?.joint == .camelCase)

        #expect(KeyName("a11yVoiceOverHint").words.map(\.text) == ["a11y", "voiceover", "hint"])
        #expect(!KeyName("Label color").isStructured)
        #expect(!KeyName("read-only").isStructured)
        #expect(!KeyName("Done").isStructured)
        #expect(KeyName("closeHint").isStructured)
    }

    @Test(arguments: [
        ("%@", 2), ("%lld", 4), ("%1$@", 4), ("%2$lld", 6), ("%.2f", 4), ("%-5d", 4), ("%#x", 3), ("%%", nil), ("% d", nil), ("%y", nil), ("%", nil),
    ] as [(String, Int?)])
    func placeholderLengths(text: String, length: Int?) {
        #expect(KeyName.placeholderLength(Array(text), at: 0) == length, "\(text)")
    }
}
