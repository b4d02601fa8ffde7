/// How often a rule's findings were judged right in the latest study that judged it: the readers'
/// verdicts of `Docs/precision.md`, as `explain` shows them beside whether the rule is on by default.
public struct StudiedPrecision: Hashable, Sendable {
    /// The findings judged right.
    public var right: Int
    /// The findings judged (right, wrong or debatable: debatable counts against the rule).
    public var judged: Int
    /// The study, as `Docs/precision.md` names it.
    public var study: String

    /// Creates a result.
    public init(right: Int, judged: Int, study: String) {
        self.right = right
        self.judged = judged
        self.study = study
    }

    /// Right findings in percent of those judged, rounded down.
    public var percentage: Int { judged == 0 ? 0 : right * 100 / judged }

    /// Every rule's result in the latest study of `Docs/precision.md` that judged findings it still
    /// reports, by rule id. The one place to update after a study; a rule without an entry has no
    /// judged finding it still reports.
    public static let latest: [String: StudiedPrecision] = [
        // The ninth to fifty-third studies: 22, 8, 5, 7, 8, 4, 3, 5, 5, 4, 5, 2, 2, 5, 6, 5, 6, 4, 3, 4, 4, 5, 6, 4, 6, 5, 5, 10, 11, 5, 5, 4, 6, 4, 2, 5, 6, 10, 11, 11, 45, 61, 112, 13 and 13 fresh apps (Sets I to Z28),
        // the fifty-fifth's 22 and 89 (Set Z30, two rounds; the fifty-fourth's per-finding verdicts were lost, Docs/precision.md),
        // the fifty-sixth's 38 and 15 (Set Z31, two rounds), the fifty-seventh's 8 and 1 (Set Z32), the fifty-eighth's 6 and 1
        // (Set Z33), the fifty-ninth's 12 (Set Z34), the sixtieth's 9 and 25 more of a sweep (Set Z35) and the sixty-first's 8 (Set Z36),
        // default run and `--all-strings`; the findings each rule still reports after the fixes that
        // followed each study (Docs/precision.md gives the counts before them).
        "hint-gesture-word": StudiedPrecision(right: 415, judged: 433, study: "ninth to twenty-sixth, twenty-ninth to thirty-eighth, fortieth, forty-third to fifty-third, fifty-fifth to fifty-ninth and sixtieth studies (findings still reported)"),
        "symbol-separator": StudiedPrecision(right: 499, judged: 622, study: "ninth to twenty-sixth, twenty-ninth to thirty-second and thirty-fourth to forty-first, forty-third to fifty-third, fifty-fifth to fifty-ninth and sixtieth studies (findings still reported)"),
        "hardcoded-accessibility-string": StudiedPrecision(right: 1330, judged: 1715, study: "ninth to twenty-seventh, twenty-ninth to fifty-third, fifty-fifth to fifty-ninth, sixtieth to sixty-second studies (findings still reported)"),
        "key-not-in-catalog": StudiedPrecision(right: 1003, judged: 1134, study: "ninth to twenty-seventh, twenty-ninth to fifty-third, fifty-fifth to fifty-seventh, fifty-ninth, sixtieth to sixty-second studies (findings still reported)"),
        "literal-in-interpolation": StudiedPrecision(right: 232, judged: 248, study: "ninth to twenty-fourth, twenty-seventh, twenty-ninth to thirty-first, thirty-third, thirty-fourth, thirty-seventh, thirty-eighth, forty-fourth to fifty-third, fifty-ninth, sixtieth and sixty-first studies (findings still reported)"),
        "bare-price": StudiedPrecision(right: 0, judged: 1, study: "ninth study"),
        // The earlier studies' seven were all wrong, each in a class since left out.
        "hint-only-essential": StudiedPrecision(right: 3, judged: 7, study: "twenty-ninth, thirtieth, forty-fourth, forty-ninth and fifty-third studies (findings still reported)"),
        "label-trailing-period": StudiedPrecision(right: 0, judged: 2, study: "ninth study"),
        // The first study (Docs/precision.md, "First study"), which turned these three off.
        "label-uninformative": StudiedPrecision(right: 0, judged: 20, study: "first study"),
        "hint-style": StudiedPrecision(right: 1, judged: 3, study: "first study"),
        "all-caps-word": StudiedPrecision(right: 0, judged: 3, study: "first study"),
        // Several studies, where one alone judged too few findings.
        "de-address-consistency": StudiedPrecision(right: 451, judged: 481, study: "seventh to twentieth, thirtieth to thirty-second, thirty-fourth to thirty-ninth, forty-first to fifty-third, fifty-fifth to fifty-seventh, sixtieth to sixty-second studies (findings still reported)"),
        "de-command-form": StudiedPrecision(right: 23, judged: 26, study: "seventh to eleventh, eighteenth, thirty-seventh, thirty-ninth, forty-first, forty-second, fifty-first, fifty-sixth, fifty-seventh and sixty-first studies (findings still reported)"),
        "emoji": StudiedPrecision(right: 2, judged: 6, study: "sixth and ninth studies"),
        "numeric-date-time": StudiedPrecision(right: 0, judged: 4, study: "seventh and ninth studies"),
        "electronic-and-digit-strings": StudiedPrecision(right: 0, judged: 4, study: "sixth, eighth and ninth studies"),
        "invalid-specifier": StudiedPrecision(right: 18, judged: 23, study: "third, ninth to eleventh, fifty-first, fifty-sixth and fifty-eighth studies; the sixty-second's 4 wrong findings, tokens between percent signs, are no longer reported"),
        "placeholder-missing": StudiedPrecision(right: 15, judged: 19, study: "forty-ninth, fifty-first, fifty-sixth, fifty-eighth and sixtieth studies"),
        "plural-without-number": StudiedPrecision(right: 5, judged: 7, study: "eleventh study"),
        // The seventh and eighth studies: twenty fresh apps (Sets G and H), default run and
        // `--all-strings`, each before its fixes.
        "de-transliterated-umlaut": StudiedPrecision(right: 35, judged: 38, study: "seventh, eighth, eleventh, thirty-sixth, forty-seventh and fiftieth studies"),
        "key-in-wrong-bundle": StudiedPrecision(right: 91, judged: 106, study: "seventh, eighth, twelfth, twenty-second, twenty-fifth, twenty-seventh, thirtieth, forty-eighth to fifty-first and fifty-fifth studies (findings still reported)"),
        "leaked-syntax": StudiedPrecision(right: 5, judged: 5, study: "fifty-sixth study (findings still reported: the 58 wrong findings of the fifth, eighth, tenth, forty-fourth, forty-ninth and fifty-first studies are no longer reported, each app run again in the sixty-second)"),
        "label-control-type": StudiedPrecision(right: 0, judged: 7, study: "seventh study"),
        "ambiguous-abbreviation": StudiedPrecision(right: 3, judged: 5, study: "seventh study"),
        "hint-verb-form": StudiedPrecision(right: 1, judged: 3, study: "seventh study"),
        "label-too-long": StudiedPrecision(right: 0, judged: 2, study: "seventh study"),
        // Voice Control: the samples after the fix of Set A's classes (Sets D and E) and the seventh study.
        "label-not-in-name": StudiedPrecision(right: 154, judged: 174, study: "Voice Control samples D and E, seventh, twelfth, thirteenth, eighteenth, twenty-second, twenty-fourth to twenty-sixth, twenty-ninth to thirty-third, thirty-sixth to thirty-eighth, forty-fourth to fifty-third, fifty-fifth, fifty-sixth, fifty-eighth, fifty-ninth and sixtieth studies (findings still reported)"),
        // The sixth study: ten fresh apps (Set A), default run, before the fixes it led to.
        "label-state-word": StudiedPrecision(right: 0, judged: 4, study: "sixth study"),
        // Docs/precision.md, "Per rule, both studies": both studies' readings of findings still reported.
        "missing-translation": StudiedPrecision(right: 311, judged: 355, study: "second, forty-seventh to fifty-second, fifty-fifth to fifty-ninth, sixtieth to sixty-second studies (findings still reported)"),
        "stale-key": StudiedPrecision(right: 136, judged: 145, study: "second, forty-seventh, forty-ninth to fifty-third, fifty-fifth, fifty-eighth, fifty-ninth, sixtieth to sixty-second studies (the forty-seventh judged its 3 debatable: no listener hears a stale key)"),
        "empty-translation": StudiedPrecision(right: 9, judged: 17, study: "fiftieth, fifty-first, fifty-sixth, fifty-eighth, sixtieth and sixty-second studies (findings still reported)"),
        "untranslated": StudiedPrecision(right: 40, judged: 45, study: "second and fifty-first studies"),
        // Twelfth and thirteenth studies, after the twelfth's fixes, before it was turned off.
        "same-as-source": StudiedPrecision(right: 1, judged: 9, study: "twelfth and thirteenth studies"),
        "numeric-shorthand": StudiedPrecision(right: 5, judged: 7, study: "second study"),
        "needs-review": StudiedPrecision(right: 7, judged: 40, study: "second study"),
        "placeholder-extra": StudiedPrecision(right: 9, judged: 10, study: "fifty-sixth and fifty-seventh studies"),
        "placeholder-mismatch": StudiedPrecision(right: 5, judged: 5, study: "fifty-sixth, fifty-eighth and sixtieth studies"),
        "bullet-separator": StudiedPrecision(right: 9, judged: 22, study: "fifty-fifth and fifty-sixth studies (judges split: 9 right in the fifty-fifth, 13 debatable in the fifty-sixth)"),
        // The third study: the format and plural checks in every language of the corpus.
        "plural-incomplete": StudiedPrecision(right: 12, judged: 24, study: "third study"),
        // The thirty-fourth and thirty-seventh studies judged the rule as it is on by default now
        // (the fourth's 2 of 16 were of the rule before issue 26 changed it).
        "version-without-keyword": StudiedPrecision(right: 1, judged: 4, study: "thirty-fourth, thirty-seventh, fifty-first and fifty-sixth studies (findings still reported; the fifty-first's version beside the word \"Version\" in its button is read with it now)"),
        "label-identifier-like": StudiedPrecision(right: 90, judged: 97, study: "thirty-fourth, thirty-seventh, thirty-ninth, forty-sixth, forty-eighth to fifty-third, fifty-fifth and sixtieth studies (findings still reported; the forty-eighth's 24 all of STRQ's dotted keys without English text)"),
    ]
}

extension RuleDescription {
    /// The rule's precision in the latest study that judged it (``StudiedPrecision/latest``), or
    /// `nil` when no judged finding of it is still reported.
    public var precision: StudiedPrecision? { StudiedPrecision.latest[id] }
}
