

/// The built-in key-name conventions: which structured keys are accessibility strings, and the
/// element key that pairs a label with its hint and value.
///
/// The weakest source of roles (configuration and comment markers win). It reads the key's words
/// (see ``KeyName``), case-insensitively, and aims at few false positives:
///
/// 1. **Plain-text keys are never classified.** A key that is the English sentence itself ("Label
///    color", "Add a hint", "Value") has no words to read; only a comment marker or the configuration
///    makes it an accessibility string.
/// 2. **Role words:** `label`, `hint`, `value`, `announcement`; and, right after `accessibility` in
///    the same segment, `description` (a label: Interface Builder's
///    `ibExternalAccessibilityDescription`) and `help` (a hint: `accessibilityHelp`).
/// 3. **Accessibility markers:** `a11y`, `accessibility`, `voiceover` (also `voiceOver`).
/// 4. **A role word that is the last meaningful word** decides the role: `movieCard.price.label`,
///    `a11y.trailer.closeHint`, `favorites.loadingAnnouncement`, `x.voiceover.hint`,
///    `accessibility.tabs.timeline.unread-posts.label-%lld` (numbers and placeholders do not count).
///    Two exceptions keep visible text out:
///    - inside a hyphenated phrase the role word is part of the text it names, so it counts only
///      when the key also has a marker: `settings.display.show-tab-label` is the toggle "Show tab
///      label", `settings.content.collapse-long-posts-hint` a footnote;
///    - Interface Builder keys (`<object id>.<property>`, e.g. `Fap-R2-Aj6.label`) name the property
///      of a view, and `label` there is the visible title of a tab or toolbar item; only accessibility
///      properties (`i8z-Xa-PxI.ibExternalAccessibilityDescription`) count.
///    A visible control's text named `.label` (`Toolbar.find.label` in CotEditor) is classified: VoiceOver
///    speaks it as the element's label. A project that disagrees lists such keys under `none`.
/// 5. **With a marker**, a role word that is a whole segment counts anywhere
///    (`accessibility.hint.close`), and a key whose first segment is a marker but has no role word is
///    a label (`accessibility.editor.button.poll`): such keys hold the text of an element for
///    VoiceOver, mostly its label.
/// 6. Everything else is not an accessibility string: `settings.labelColor.title` (the role word is
///    neither last nor with a marker), `label.text.today` (the role word is first),
///    `preferences.accessibility` (a marker, but not as a namespace and no role word).
package enum KeyConvention {
    /// The words that name the accessibility namespace or screen reader in a key.
    package static let markers: Set<String> = ["a11y", "accessibility", "voiceover"]

    /// The role the conventions give a key, or `nil` when its name does not say it is an
    /// accessibility string.
    package static func role(of key: String) -> AccessibilityRole? {
        role(of: KeyName(key))
    }

    /// The role the conventions give a key already read.
    package static func role(of name: KeyName) -> AccessibilityRole? {
        guard name.isStructured, let last = name.meaningfulIndices.last else { return nil }
        let hasMarker = name.words.contains { markers.contains($0.text) }
        if let role = role(ofWordAt: last, in: name) {
            if isInterfaceBuilderKey(name), !hasMarker { return nil }
            if name.words[last].joint != .phrase || hasMarker { return role }
        }
        guard hasMarker else { return nil }
        if let index = lastWholeSegmentRoleWord(in: name), let role = role(ofWordAt: index, in: name) {
            return role
        }
        if let first = name.meaningfulIndices.first, markers.contains(name.words[first].text),
           name.words[first].joint == .alone, name.segments.count >= 2 {
            return .label
        }
        return nil
    }

    /// The key that pairs the strings of one element: the key without its role word (and the markers
    /// right before it), e.g. `movieCard.price` for `movieCard.price.label`, `a11y.trailer.close` for
    /// `a11y.trailer.closeHint`, `details.rating` for `details.rating.accessibilityValue`.
    ///
    /// An Interface Builder key pairs by its object id (`i8z-Xa-PxI` for
    /// `i8z-Xa-PxI.ibExternalAccessibilityDescription`). A key whose name has no role word (plain
    /// text, `accessibility.editor.button.poll`) is its own element key: it stands alone.
    package static func elementKey(for key: String) -> String {
        elementKey(for: key, name: KeyName(key))
    }

    /// ``elementKey(for:)`` of a key already read as `name`.
    package static func elementKey(for key: String, name: KeyName) -> String {
        guard name.isStructured, let last = name.meaningfulIndices.last else { return key }
        // `i8z-Xa-PxI.accessibilityLabel`, `i8z-Xa-PxI.accessibilityHint`: the object is the element.
        if isInterfaceBuilderKey(name), name.segments.count >= 2 { return name.firstSegment }
        let roleIndex: Int
        if role(ofWordAt: last, in: name) != nil {
            roleIndex = last
        } else if name.words.contains(where: { markers.contains($0.text) }), let index = lastWholeSegmentRoleWord(in: name) {
            roleIndex = index
        } else {
            return key
        }
        var first = roleIndex
        // `x.accessibilityValue`, `x.voiceover.hint`: the markers belong to the role word, not the element.
        while roleIndex == last, first > 0, markers.contains(name.words[first - 1].text),
              name.words[first - 1].segment == name.words[first].segment
                || (name.words[first - 1].segment == name.words[first].segment - 1 && name.words[first - 1].joint == .alone) {
            first -= 1
        }
        return cut(name, from: name.words[first].start, to: endOfRoleWord(roleIndex, in: name)) ?? key
    }

    // MARK: - Helpers

    /// The role a single word names, if any.
    private static func role(ofWordAt index: Int, in name: KeyName) -> AccessibilityRole? {
        let word = name.words[index]
        switch word.text {
        case "label": return .label
        case "hint": return .hint
        case "value": return .value
        case "announcement": return .announcement
        case "description", "help":
            guard index > 0, name.words[index - 1].segment == word.segment, name.words[index - 1].text == "accessibility" else { return nil }
            return word.text == "description" ? .label : .hint
        default: return nil
        }
    }

    /// The last role word that is a whole segment (`hint` in `accessibility.hint.close`).
    private static func lastWholeSegmentRoleWord(in name: KeyName) -> Int? {
        name.meaningfulIndices.last { name.words[$0].joint == .alone && role(ofWordAt: $0, in: name) != nil }
    }

    /// Whether the key is an Interface Builder key (`vmV-6d-7jI.title`): its text is in the
    /// storyboard or xib, so the key is never the text the user hears.
    package static func isInterfaceBuilderKey(_ key: String) -> Bool {
        isInterfaceBuilderKey(KeyName(key))
    }

    /// Whether the key is an Interface Builder key: a first segment like `i8z-Xa-PxI` (an object id).
    private static func isInterfaceBuilderKey(_ name: KeyName) -> Bool {
        // The first segment's characters, as `Array(name.firstSegment)` would give them again.
        guard let first = name.segments.first, first.count == 10 else { return false }
        let id = Array(name.characters[first])
        guard id[3] == "-", id[6] == "-" else { return false }
        return id.indices.allSatisfy { $0 == 3 || $0 == 6 || (id[$0].isASCII && (id[$0].isLetter || id[$0].isWholeNumber)) }
    }

    /// Where the cut after a role word ends: the end of its segment when only placeholders and
    /// hyphens follow in it (`label-%lld`), else the end of the word.
    private static func endOfRoleWord(_ index: Int, in name: KeyName) -> Int {
        let word = name.words[index]
        let wordFollows = name.words.contains { $0.segment == word.segment && $0.start >= word.end }
        return wordFollows ? word.end : name.segments[word.segment].upperBound
    }

    /// The key without `start..<end`, with the separators at the seam tidied; `nil` when nothing
    /// with a letter is left.
    private static func cut(_ name: KeyName, from start: Int, to end: Int) -> String? {
        let characters = name.characters
        var prefixEnd = start
        var suffixStart = end
        var seam: Character?
        while prefixEnd > 0, cutSeparators.contains(characters[prefixEnd - 1]) {
            seam = characters[prefixEnd - 1]
            prefixEnd -= 1
        }
        while suffixStart < characters.count, cutSeparators.contains(characters[suffixStart]) {
            if seam == nil { seam = characters[suffixStart] }
            suffixStart += 1
        }
        guard characters[..<prefixEnd].contains(where: \.isLetter) || characters[suffixStart...].contains(where: \.isLetter) else { return nil }
        let prefix = name.text(of: 0..<prefixEnd)
        let suffix = name.text(of: suffixStart..<characters.count)
        guard !prefix.isEmpty, !suffix.isEmpty, let seam else { return prefix + suffix }
        return prefix + String(seam) + suffix
    }

    /// The characters around the role word that go with it when it is cut out of a key.
    private static let cutSeparators: Set<Character> = [".", "_", "/", "-", " "]
}
