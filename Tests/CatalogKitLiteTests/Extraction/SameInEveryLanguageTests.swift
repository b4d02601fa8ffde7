import Testing
@testable import CatalogKitLite

/// Text a label may hold that every language writes as it is, so neither hard-coded text to
/// translate nor a key a catalog must hold.
struct SameInEveryLanguageTests {
    @Test(arguments: [
        ("settings.json", true), ("~/.zshrc", true), ("/usr/local/bin", true), ("config.YAML", true), ("settings.json · Info.plist", true),
        // Prose with periods, a word before a file, an unknown extension, a lone slash.
        ("Read.me", false), ("Open settings.json", false), ("Mr.Smith", false), ("Save / Share", false), ("Version 2.0", false),
        // A hidden file's name and a domain's ending (CodingBuddy's ".zshenv", walnut's ".com" chip);
        // an ellipsis before a word, a capital after the dot and a word after the name stay text.
        (".zshenv", true), (".gitignore", true), (".com", true), (".co.uk", true),
        ("...more", false), (".Done", false), (".zshenv file", false),
    ])
    func fileNamesAndPaths(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// quotio's model list (56th study): a model's identifier, words and a version joined by hyphens
    /// in lower case, is shown as written. A word with a number ("24-hour") and a hyphenated word
    /// ("e-mail", "Wi-Fi 6") are not such identifiers.
    @Test(arguments: [
        ("gpt-5.1", true), ("gpt-5.3-codex", true), ("gemini-2.5-flash-lite", true), ("claude-3-haiku", true),
        ("24-hour", false), ("e-mail", false), ("two-factor", false), ("Use gpt-5.1", false),
    ])
    func modelIdentifiers(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// SyncNos' OCR language picker: each language named in itself, as pickers list them.
    @Test(arguments: [
        ("Italiano", true), ("Polski", true), ("日本語", true), ("Español (México)", true), ("中文（简体）", true),
        ("Italian", false), ("English", false), ("Deutsch lernen", false),
    ])
    func languagesNamedInThemselves(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// RcloneGUI's bandwidth limit, `"%.1f MB/s"`: a number and a rate's unit symbol are written
    /// alike in every language; a unit beside a word is not.
    @Test(arguments: [
        ("%.1f MB/s", true), ("512 KB/s", true), ("1.5 GB/s", true), ("20 Mbit/s", true),
        ("Limit: 5 MB/s", false), ("per MB/s", false),
    ])
    func ratesWithTheirUnits(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// The thirty-sixth study's wrong hard-coded findings: AppPorts' "/Applications" (a folder at the
    /// disk's root) and its contributors' GitHub names, Mein Moers' "Twitter" and "Instagram". A
    /// word, a number with a suffix German says otherwise, and a slash before a word in prose stay text.
    @Test(arguments: [
        ("/Applications", true), ("/tmp", true), ("wzh4869", true), ("2han9wen71an", true), ("mp3", true), ("Twitter", true),
        ("Instagram", true), ("Twitter · Instagram", true),
        ("Move to /Applications", false), ("/month", false), ("€4.99 /month", false), ("2nd", false), ("5pm", false), ("Step2", false), ("Follow us on Twitter", false),
        ("Signal", false),
    ])
    func rootFoldersHandlesAndServiceNames(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// The thirty-seventh study's wrong hard-coded and missing-key findings: PokeZoneBuddy's "UTC+9",
    /// PicMate's `Text(verbatim: "katagaki/IllustMate")`, Dimmerly's "6500 Kelvin"; "UTC+" is what
    /// `"UTC+\(offset)"` leaves of its text. Words on either
    /// side of a slash, and an acronym before a word, stay text.
    @Test(arguments: [
        ("UTC+9", true), ("GMT-5", true), ("UTC+5:30", true), ("UTC+", true), ("GMT\u{2212}", true), ("katagaki/IllustMate", true), ("vladblajovan/Ritualist-2", true),
        ("TCP/IP", true),
        ("Pin/Unpin", false), ("on/off", false), ("Hide/Show Sidebar", false), ("UTC+9 time", false), ("PDF/Image", false),
        ("ID/Password", false), ("Check-in/Check-out", false), ("DAY-1", false),
        ("Days+1", false), ("Smart Copy/Paste", false), ("Days+", false), ("UTC+ time", false),
    ])
    func zoneOffsetsAndRepositoryPaths(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// mathio's formulas, with its markup for their parts (`{var:a}`, `{sup:^2}`): notation read
    /// alike in every language. English words in a formula, and prose with a sign, stay text.
    @Test(arguments: [
        ("a² + b² = c²", true), ("{var:a}{sup:^2} + {var:b}{sup:^2} = {var:c}{sup:^2}", true), ("{var:S} = 4π{var:r}{sup:^2}", true),
        ("cos(−θ) = cos θ  sin(−θ) = −sin θ", true), ("log{sub:_b}({var:x}/{var:y}) = log{sub:_b}({var:x}) − log{sub:_b}({var:y})", true),
        ("1) (  ) 2) {sup:^n} 3) · ÷ 4) + −", true),
        ("sin θ = opposite / hypotenuse", false), ("new = old · (1 ± {var:p}/100)", false), ("Sort · Filter", false),
        ("ax + ay", false), ("{count} items", false),
    ])
    func formulas(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// Pearcleaner's helper test picker lists commands (`Text("systemsetup -getsleep").tag(…)`): typed
    /// as written in every language. A program name alone, or prose with a dash, is no command.
    @Test(arguments: [
        ("systemsetup -getsleep", true), ("git log --oneline", true), ("ls -la ~/bin", true),
        ("defaults write -g key 1", true), ("whoami", false), ("Sign in - required", false), ("Sign in -now", false),
    ])
    func commandLines(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    @Test(arguments: [("6500 Kelvin", true), ("60 Hertz", true), ("Watt", true), ("Minute", true), ("Kelvin scale", false), ("Minutes", false)])
    func unitsNamedAlikeInGerman(text: String, alike: Bool) {
        #expect(WordsGermanShares.isWordWrittenAlike(text) == alike)
    }

    /// flaccy's Mac target `flaccyMac` says "Flaccy" in its menu-bar icon's description: the app's
    /// name, with the platform the target is for after it. A word before the name is no name.
    @Test(arguments: [
        ("flaccyMac", "Flaccy", true), ("NineWatch", "Nine", true), ("MoersiOS", "Moers", true), ("ReaderTV", "Reader", true),
        ("ClaudeUsage", "Claude Usage", true), ("flaccyMac", "Flaccy Mac", true), ("flaccyMac", "Open Flaccy", false), ("Mac", "Mac", true),
        ("Stopwatch", "Stop", false), ("NightVision", "Night", false),
    ])
    func aPlatformTargetsNameIsTheApps(module: String, text: String, same: Bool) {
        let context = SourceRuleContext(path: "\(module)/View.swift", module: module, isInPackageTarget: false, lookup: nil)
        #expect(context.isModuleName(text) == same)
    }

    /// Plozz's logo in a package's view, `Text(verbatim: "Plozz")` (46th study): the app's name, as its
    /// project gives it, whatever the module; with a tier after it too, or a word German writes alike
    /// (VMflow's "VMflow Cloud", a service named after the app). Other words beside it are words.
    @Test(arguments: [
        ("Plozz", true), ("PLOZZ", true), ("Plozz Pro", true), ("Plozz Cloud", true), ("Plozz TopShelf", true), ("Open Plozz", false),
        ("Pro", false), ("Plozz settings", false), ("Cloud Plozz", false),
    ])
    func theAppsNameIsTheSameInEveryLanguage(text: String, same: Bool) {
        var context = SourceRuleContext(path: "Packages/Accounts/AddAccountView.swift", module: "Accounts", isInPackageTarget: true, lookup: nil)
        context.appNames = ["plozz", "ios"]
        #expect(context.isAppName(text) == same)
        if same {
            let literal = SwiftStringLiteral(segments: [.text(text)], position: SourcePosition(line: 1, column: 1, offset: 0))
            #expect(context.isHeardAlikeInGerman(literal))
        }
    }
}

/// The signs that make text a formula, read from its bytes.
struct MathNotationTests {
    @Test(arguments: [("a = b", true), ("x²", true), ("3 × 4", true), ("1 ÷ 2", true), ("x − y", true), ("√2", true), ("a ≤ b", true),
                      ("n · n", true), ("±1", true), ("Grüße", false), ("Läuft…", false), ("Straße", false), ("plain", false), ("", false)])
    func operatorsAreFoundInTheBytes(text: String, found: Bool) {
        #expect(MathNotation.hasOperator(text) == found)
    }
}
