import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The lexer and the recogniser on the Swift sources of three real apps (IceCubes: SwiftUI,
/// CotEditor: AppKit and SwiftUI with `table:` catalogs, NetNewsWire: UIKit and AppKit).
@Suite(.requires(.corpus))
struct SwiftCorpusTests {
    static let apps = ["Dimillian__IceCubesApp", "coteditor__CotEditor", "Ranchero-Software__NetNewsWire"]

    /// One scanned file: its lexed form, every use the recogniser made before implicit titles were
    /// dropped, and the uses it reports.
    struct Scanned {
        var path: String
        var file: SwiftLexedFile
        var allUses: [AccessibilityUse]
        var uses: [AccessibilityUse]
    }

    static func swiftFiles(_ app: String) -> [URL] {
        guard let real = Corpus.real else { return [] }
        return Corpus.files(under: real.appendingPathComponent(app)).filter { $0.pathExtension == "swift" }
    }

    static func scan(_ app: String) throws -> [Scanned] {
        try swiftFiles(app).map { url in
            let bytes = try FileBytes.read(path: url.path)
            let file = try SwiftLexer.lex(bytes)
            var recognition = CallRecognition(module: SwiftModule(files: [file], paths: []), fileIndex: 0, routines: [])
            recognition.run()
            let relative = String(url.path.dropFirst(Corpus.real!.path.count + 1))
            return Scanned(path: relative, file: file, allUses: recognition.uses, uses: recognition.finishedUses())
        }
    }

    @Test(arguments: apps)
    func everySwiftFileLexes(app: String) throws {
        let files = Self.swiftFiles(app)
        #expect(files.count > 100, "\(app) has only \(files.count) Swift files")
        var failures: [String] = []
        for url in files {
            let bytes = try FileBytes.read(path: url.path)
            do {
                let scan = try AccessibilityCallRecognizer().scan(bytes)
                _ = scan
            } catch {
                failures.append("\(url.lastPathComponent):\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    // MARK: A plain search, and what the recogniser makes of each match

    /// The names a plain search looks for, each in the shape of its form (the name is group 1…9).
    static let search = try! NSRegularExpression(pattern: [
        #"\.(accessibilityLabel|accessibilityHint|accessibilityValue|accessibility|accessibilityInputLabels|accessibilityAction|accessibilityCustomContent|accessibilityRotor|help)\s*\("#,
        #"(?<![\w.])(?<!func )(accessibilityLabel|accessibilityHint|accessibilityValue)\s*\((?!\s*\))"#,
        #"\b(accessibilityLabel|accessibilityHint|accessibilityValue|accessibilityUserInputLabels|toolTip)\s*=(?!=)"#,
        #"\b(setAccessibilityLabel|setAccessibilityHelp|setAccessibilityValue|setAccessibilityTitle)\s*\("#,
        #"\boverride\s+(?:(?:public|open|internal|final)\s+)*(?:func|var)\s+(accessibilityLabel|accessibilityHint|accessibilityValue)\b(?!\s*\(\s*_)"#,
        #"\b(?:UIAccessibility|NSAccessibility)\.(post)\s*\("#,
        #"\bAccessibilityNotification\.(Announcement)\s*\("#,
        #"\b(UIAccessibilityCustomAction|NSAccessibilityCustomAction|UIAccessibilityCustomRotor)\s*\("#,
        #"(?<![\w.])(Button|Toggle|Label|Link|Menu|Picker|Stepper|TextField|SecureField|DatePicker|MultiDatePicker|ColorPicker|NavigationLink|ShareLink|ProgressView|DisclosureGroup|LabeledContent|CommandMenu|ControlWidgetToggle|ControlWidgetButton|TableColumn)\s*\("#,
        #"(?<![\w.])(Image)\s*\([^()]*\blabel:"#,
        #"(?<![\w.])(NSImage)\s*\(\s*systemSymbolName:"#,
        #"\.(searchable)\s*\((?:[^()]|\([^()]*\))*\bprompt:"#,
        #"\.(setTitle)\s*\((?:[^()]|\([^()]*\))*,\s*for:\s*\.normal\s*\)"#,
        #"(?<![\w.])(NSMenuItem|UIAction|UIBarButtonItem|UIMenu|NSButton)\s*\((?:[^()]|\([^()]*\))*?\btitle:"#,
        #"\b\w+\.(title)\s*=(?!=)"#,
    ].joined(separator: "|"))

    /// A match of the plain search: the name's byte offset and the name.
    struct Match: Hashable {
        var offset: Int
        var name: String
    }

    static func matches(in file: SwiftLexedFile) -> [Match] {
        let text = String(decoding: file.bytes, as: UTF8.self)
        let utf16 = text.utf16
        var result: [Match] = []
        for match in search.matches(in: text, range: NSRange(location: 0, length: utf16.count)) {
            for group in 1..<match.numberOfRanges where match.range(at: group).location != NSNotFound {
                let range = Range(match.range(at: group), in: text)!
                result.append(Match(offset: text.utf8.distance(from: text.startIndex, to: range.lowerBound), name: String(text[range])))
                break
            }
        }
        return result
    }

    /// Why a match of the plain search is not a use; `nil` when nothing explains it (a miss).
    /// Whether the statement the token is in goes on, at its own level, with `.accessibilityHidden(true)`:
    /// read from the tokens, not with the recogniser's chains.
    static func isHiddenByItsChain(_ index: Int, in file: SwiftLexedFile) -> Bool {
        var depth = 0
        var position = index + 1
        while position + 3 < file.tokens.count {
            let token = file.tokens[position]
            if depth == 0, token.startsLine, token.kind != .period { return false }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            case .identifier where depth == 0 && file.text(ofToken: position) == "accessibilityHidden":
                return file.tokens[position - 1].kind == .period && file.text(ofToken: position + 2) == "true"
            default: break
            }
            position += 1
        }
        return false
    }

    static func reason(_ match: Match, in scanned: Scanned) -> String? {
        let file = scanned.file
        let offset = Int32(match.offset)
        if file.comments.contains(where: { $0.range.contains(offset) }) { return "inside a comment" }
        for literal in file.literals {
            let token = file.tokens[Int(literal.token)]
            guard token.start <= offset && offset < token.end else { continue }
            let inCode = literal.segments.contains {
                if case .interpolation(let source, _) = $0 { source.contains(offset) } else { false }
            }
            if !inCode { return "inside a string literal" }
        }
        if file.tokens.contains(where: { $0.kind == .regex && $0.start <= offset && offset < $0.end }) { return "inside a regex literal" }
        guard let index = file.tokens.firstIndex(where: { $0.start == offset }) else { return nil }
        // `x.title = …` names a button only where the file declares `x` an `NSButton`.
        if match.name == "title", index >= 2 {
            let receiver = NSRegularExpression.escapedPattern(for: file.text(ofToken: index - 2))
            let declared = try? NSRegularExpression(pattern: #"\b(?:var|let)\s+"# + receiver + #"\s*:\s*NSButton\b"#)
            let text = String(decoding: file.bytes, as: UTF8.self)
            if declared?.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) == nil {
                return "the title of something the file does not declare an NSButton"
            }
        }
        if index > 0, ["var", "let", "func"].contains(file.text(ofToken: index - 1)) {
            return "a declaration (`\(file.text(ofToken: index - 1)) \(match.name)`), not a use"
        }
        if scanned.allUses.contains(where: { $0.callPosition.offset == match.offset && $0.isImplicit }) {
            return "a control title dropped because its element has an explicit label"
        }
        if Self.isHiddenByItsChain(index, in: file) { return "an element hidden from VoiceOver (`.accessibilityHidden(true)`)" }
        guard index + 1 < file.tokens.count, file.tokens[index + 1].kind == .leftParen, let arguments = file.arguments(ofParen: index + 1) else {
            return nil
        }
        let labels = arguments.map { $0.label.map { file.text(ofToken: $0) } ?? "_" }
        let argumentsText = file.expressionText((index + 2)..<Int(file.tokens[index + 1].link))
        let read: Set<String>
        switch match.name {
        case "accessibility": read = ["label", "hint", "value"]
        case "accessibilityAction": read = ["named"]
        case "UIAccessibilityCustomAction", "NSAccessibilityCustomAction", "UIAccessibilityCustomRotor": read = ["name"]
        case "Image": read = ["label"]
        case "NSImage":
            if let description = arguments.first(where: { $0.label.map { file.text(ofToken: $0) } == "accessibilityDescription" }),
               file.expressionText(description.expression) == "nil" {
                return "a symbol image without a description (`accessibilityDescription: nil`)"
            }
            read = ["accessibilityDescription"]
        case "post":
            if !argumentsText.contains("announcement") { return "a notification that is not an announcement (\(argumentsText))" }
            read = ["argument", "userInfo"]
        case "accessibilityRotor" where arguments.first.map({ file.tokens[$0.expression.lowerBound].kind == .period && $0.expression.count == 2 }) == true:
            return "a system rotor, named by VoiceOver (\(file.expressionText(arguments[0].expression)))"
        case "accessibilityCustomContent": read = ["_"]
        default: read = ["_"]
        }
        if arguments.isEmpty { return "a call without arguments (a getter, or a modifier that gives no text)" }
        if match.name == "accessibilityCustomContent" && labels.prefix(2) != ["_", "_"] { return "no text arguments (\(labels.joined(separator: ", ")))" }
        if read == ["_"] && labels.first != "_" { return "its first argument is labelled `\(labels[0]):`, so it gives no text (\(labels.joined(separator: ", ")))" }
        if read != ["_"] && read.isDisjoint(with: labels) { return "it has none of the arguments that give text (\(labels.joined(separator: ", ")))" }
        if (match.name.hasPrefix("set") || match.name == "help") && arguments.count != 1 { return "a method of the app's own with \(arguments.count) arguments" }
        if ["help", "accessibilityHint"].contains(match.name), Self.isInSwipeActions(index, in: file) {
            return "a hint of a swipe action, which VoiceOver offers as a custom action without its hint"
        }
        return nil
    }

    /// The unclosed `{` before the token, innermost first: found by counting braces backwards,
    /// independently of the recogniser's brace table.
    static func enclosingBraces(of index: Int, in file: SwiftLexedFile) -> [Int] {
        var depth = 0
        var braces: [Int] = []
        for cursor in stride(from: index - 1, through: 1, by: -1) {
            switch file.tokens[cursor].kind {
            case .rightBrace: depth += 1
            case .leftBrace where depth > 0: depth -= 1
            case .leftBrace: braces.append(cursor)
            default: break
            }
        }
        return braces
    }

    /// The token that names what a `{` belongs to: the one before it, or before its argument list.
    static func owner(ofBrace brace: Int, in file: SwiftLexedFile) -> Int {
        let before = brace - 1
        if file.tokens[before].kind == .rightParen, file.tokens[before].link >= 1 { return Int(file.tokens[before].link) - 1 }
        return before
    }

    /// Whether the token stands in a `.swipeActions(…) {` closure: some unclosed `{` before it
    /// follows `swipeActions` or its argument list.
    static func isInSwipeActions(_ index: Int, in file: SwiftLexedFile) -> Bool {
        enclosingBraces(of: index, in: file).contains { file.text(ofToken: owner(ofBrace: $0, in: file)) == "swipeActions" }
    }

    /// Whether the statement that starts at `offset` (its line and the lines after it that start
    /// with `.`) has a `.tag(` modifier: a picker's option, read from the bytes, not the tokens.
    static func isTaggedOnItsLine(_ offset: Int, in file: SwiftLexedFile) -> Bool {
        let text = String(decoding: file.bytes[offset...].prefix(2_000), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var statement = String(lines.popFirst() ?? "")
        while let line = lines.popFirst(), line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(".") { statement += line }
        return statement.contains(".tag(")
    }

    /// Whether the token stands in a label closure: the innermost enclosing `{` opens `label: {`,
    /// `.accessibilityLabel {`, or the trailing closure of a control, directly or through layout
    /// containers and the blocks of `if`, `else` and `switch`, or in the body of a view property or
    /// method that a label closure shows.
    static func isInLabelClosure(_ index: Int, in file: SwiftLexedFile, followingViewMembers: Bool = true) -> Bool {
        let controls: Set<String> = [
            "Button", "Toggle", "Link", "NavigationLink", "ShareLink", "Stepper", "Slider", "ColorPicker", "DatePicker", "TextField",
            "SecureField", "ProgressView", "Gauge", "Label", "Menu", "Picker", "DisclosureGroup", "LabeledContent", "MultiDatePicker",
            "ControlGroup",
        ]
        let containers: Set<String> = [
            "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits", "HStackLayout", "VStackLayout", "ForEach",
        ]
        for brace in enclosingBraces(of: index, in: file) {
            let before = brace - 1
            if file.tokens[before].kind == .colon { return file.text(ofToken: before - 1) == "label" }
            if file.text(ofToken: before) == "accessibilityLabel" { return true }
            if file.text(ofToken: before) == "else" { continue }
            let name = file.text(ofToken: owner(ofBrace: brace, in: file))
            if controls.contains(name) { return true }
            if containers.contains(name) { continue }
            // The block of `if` or `switch`: back from the brace over its condition, whatever lines
            // it takes (`} else if a,\n let b = c\n {`), to the keyword.
            var start = brace - 1
            var depth = 0
            while start >= 0 {
                let kind = file.tokens[start].kind
                if kind == .rightParen || kind == .rightBracket { depth += 1 }
                if kind == .leftParen || kind == .leftBracket { depth -= 1 }
                if depth == 0, kind == .leftBrace || kind == .rightBrace { break }
                if depth == 0, ["if", "switch"].contains(file.text(ofToken: start)) { break }
                start -= 1
            }
            if start >= 0, ["if", "switch"].contains(file.text(ofToken: start)) { continue }
            return followingViewMembers && isViewMemberShownInLabel(bodyBrace: brace, in: file)
        }
        return false
    }

    /// Whether the `{` opens the body of a view property or method (`var startLabel: some View {`,
    /// `func row(_ x: X) -> some View {`) whose name some label closure of the file writes as a view
    /// (`{ startLabel }`, `self.row(x)` starting a line).
    static func isViewMemberShownInLabel(bodyBrace brace: Int, in file: SwiftLexedFile) -> Bool {
        // Back over the declaration's signature to `var` or `func`, whatever brackets it holds.
        var cursor = brace - 1
        var sawView = false
        while cursor > 0, file.tokens[cursor].kind != .leftBrace, file.tokens[cursor].kind != .rightBrace {
            if file.tokens[cursor].kind == .rightParen || file.tokens[cursor].kind == .rightBracket { cursor = max(Int(file.tokens[cursor].link), 1) }
            if file.text(ofToken: cursor) == "View" { sawView = true }
            if ["var", "func"].contains(file.text(ofToken: cursor)) { break }
            cursor -= 1
        }
        guard sawView, cursor > 0, ["var", "func"].contains(file.text(ofToken: cursor)) else { return false }
        let name = file.text(ofToken: cursor + 1)
        guard name != "body" else { return false }
        for use in file.tokens.indices where use != cursor + 1 && file.tokens[use].kind == .identifier && file.text(ofToken: use) == name {
            var start = use
            if use >= 2, file.tokens[use - 1].kind == .period, file.text(ofToken: use - 2) == "self" { start = use - 2 }
            guard start > 0, file.tokens[start].startsLine || file.tokens[start - 1].kind == .leftBrace else { continue }
            if use + 1 < file.tokens.count, file.text(ofToken: use + 1) == "=" { continue }
            if isInLabelClosure(start, in: file, followingViewMembers: false) { return true }
        }
        return false
    }

    @Test(arguments: apps)
    func everyCallThatAPlainSearchFindsIsRecognised(app: String) throws {
        var unexplained: [String] = []
        var reasons: [String: Int] = [:]
        var recognisedOnly: [String] = []
        for scanned in try Self.scan(app) {
            let matches = Self.matches(in: scanned.file)
            let matchOffsets = Set(matches.map(\.offset))
            let useOffsets = Set(scanned.uses.map(\.callPosition.offset))
            for match in matches where !useOffsets.contains(match.offset) {
                let position = scanned.file.position(at: match.offset)
                if let reason = Self.reason(match, in: scanned) {
                    reasons[reason.components(separatedBy: " (").first!, default: 0] += 1
                } else {
                    unexplained.append("\(scanned.path):\(position) \(match.name)")
                }
            }
            for use in scanned.uses where !matchOffsets.contains(use.callPosition.offset) {
                // A `Text` written in a label closure is a label the plain search cannot see; an
                // independent count of braces says whether it stands in one.
                let token = scanned.file.tokens.firstIndex { Int($0.start) == use.callPosition.offset }
                if let token, scanned.file.text(ofToken: token) == "Text", Self.isInLabelClosure(token, in: scanned.file) { continue }
                // A picker's option, `Text(…).tag(…)`: tagged on its own line, as a plain search sees.
                if use.form == "Picker option Text(_:)", Self.isTaggedOnItsLine(use.callPosition.offset, in: scanned.file) { continue }
                recognisedOnly.append("\(scanned.path):\(use.callPosition) \(use.form)")
            }
        }
        #expect(unexplained.isEmpty, "matches of the plain search that are not recognised: \(unexplained.joined(separator: "\n"))")
        #expect(recognisedOnly.isEmpty, "uses the plain search does not find: \(recognisedOnly.joined(separator: "\n"))")
        print("[\(app)] differences from a plain search, by reason: \(reasons.sorted { $0.key < $1.key })")
    }
}

// MARK: What the uses are

extension SwiftCorpusTests {
    /// The only hard-coded accessibility text in the three apps: NetNewsWire's find bar arrows
    /// (checked in the file: `prevButton.accessibilityLabel = "Previous Result"` and
    /// `nextButton.accessibilityLabel = "Next Result"`, plain `String` literals on UIKit buttons),
    /// the password fields' show/hide buttons of its three account screens
    /// (`showHideButton.setTitle("Hide", for: .normal)`, the button's only name) and its share
    /// extension's `UIBarButtonItem(title: "Add Feed", …)`, CotEditor's test menu
    /// (`NSMenuItem(title: "aaa", …)` in a test the audit leaves out: read here as written),
    /// and IceCubes' media preview, `.accessibilityLabel(Text(displayData.accessibilityText))`: its
    /// `let accessibilityText: String` is what `getAccessibilityString(from:)` returns, the keys
    /// "accessibility.image.alt-text-\(altText)" and "accessibility.tabs.profile.picker.media" as
    /// `String`s, which `Text(_:)` of a `String` shows verbatim: VoiceOver reads the key's name.
    @Test func hardCodedUsesAreListedAndReal() throws {
        var found: [String] = []
        for app in Self.apps {
            for scanned in try Self.scan(app) {
                let source = String(decoding: scanned.file.bytes, as: UTF8.self)
                for use in scanned.uses {
                    guard case .hardCoded(let literal) = use.argument else { continue }
                    found.append("\(scanned.path):\(use.callPosition.line) \(use.form) \(literal.plainText ?? "?")")
                    guard use.origin == nil else {
                        // A value written elsewhere in the file: that literal, up to its first interpolation.
                        guard case .text(let start)? = literal.segments.first else { Issue.record("\(literal)"); continue }
                        #expect(source.contains("\"" + start), "\(start)")
                        continue
                    }
                    // The line really assigns that literal.
                    let line = source.components(separatedBy: "\n")[use.callPosition.line - 1]
                    let written = "\"\(literal.plainText ?? "?")\""
                    #expect(line.contains("accessibilityLabel = \(written)") || line.contains("setTitle(\(written), for: .normal)")
                                || line.contains("(title: \(written),"), "\(line)")
                }
            }
        }
        #expect(found == [
            "Dimillian__IceCubesApp/Packages/StatusKit/Sources/StatusKit/Row/Subviews/StatusRowMediaPreviewView.swift:172 .accessibilityLabel(_:) ?",
            "Dimillian__IceCubesApp/Packages/StatusKit/Sources/StatusKit/Row/Subviews/StatusRowMediaPreviewView.swift:172 .accessibilityLabel(_:) accessibility.tabs.profile.picker.media",
            "coteditor__CotEditor/Packages/MacUI/Tests/ShortcutTests/ShortcutTests.swift:154 NSMenuItem(title:…) aaa",
            "Ranchero-Software__NetNewsWire/iOS/Account/FeedbinAccountViewController.swift:77 setTitle(_:for:) Hide",
            "Ranchero-Software__NetNewsWire/iOS/Account/FeedbinAccountViewController.swift:80 setTitle(_:for:) Show",
            "Ranchero-Software__NetNewsWire/iOS/Account/NewsBlurAccountViewController.swift:75 setTitle(_:for:) Hide",
            "Ranchero-Software__NetNewsWire/iOS/Account/NewsBlurAccountViewController.swift:78 setTitle(_:for:) Show",
            "Ranchero-Software__NetNewsWire/iOS/Account/ReaderAPIAccountViewController.swift:126 setTitle(_:for:) Hide",
            "Ranchero-Software__NetNewsWire/iOS/Account/ReaderAPIAccountViewController.swift:129 setTitle(_:for:) Show",
            "Ranchero-Software__NetNewsWire/iOS/Article/ArticleSearchBar.swift:132 accessibilityLabel = … Previous Result",
            "Ranchero-Software__NetNewsWire/iOS/Article/ArticleSearchBar.swift:139 accessibilityLabel = … Next Result",
            "Ranchero-Software__NetNewsWire/iOS/ShareExtension/ShareViewController.swift:58 UIBarButtonItem(title:…) Add Feed",
        ])
    }

    /// Every `.accessibilityLabel/Hint/Value("accessibility.…")` of IceCubes is a SwiftUI key in
    /// the default table, found from a plain search of the text.
    @Test func iceCubesAccessibilityKeysAreLocalized() throws {
        let pattern = try NSRegularExpression(pattern: #"\.accessibility(Label|Hint|Value)\("(accessibility\.[^"\\]+)"\)"#)
        var checked = 0
        var matches = 0
        for scanned in try Self.scan("Dimillian__IceCubesApp") {
            let text = String(decoding: scanned.file.bytes, as: UTF8.self)
            for match in pattern.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)) {
                matches += 1
                let role = String(text[Range(match.range(at: 1), in: text)!]).lowercased()
                let key = String(text[Range(match.range(at: 2), in: text)!])
                let offset = text.utf8.distance(from: text.startIndex, to: Range(match.range, in: text)!.lowerBound) + 1
                let use = scanned.uses.first { $0.callPosition.offset == offset }
                #expect(use?.role.rawValue == role, "\(scanned.path) \(key)")
                guard case .localized(let lookup)? = use?.argument else {
                    Issue.record("\(scanned.path): \(key) is not localized: \(String(describing: use))")
                    continue
                }
                #expect(lookup.key.plainText == key && lookup.table == nil && lookup.kind == .localizedStringKey && lookup.bundle == .main)
                checked += 1
            }
        }
        // `grep -rhoE` with the same pattern finds 35 at the corpus's commit.
        #expect(matches >= 30 && checked == matches, "\(checked) of \(matches) keys")
    }

    /// Every `String(localized: "…", table: "…")`, `LocalizedStringResource("…", table:)` and
    /// `.init("…", table: "…")` that CotEditor passes to an accessibility API is a lookup of that key
    /// in that table; key and table are read from the text by a plain search, not by the recogniser.
    @Test func coteditorTableLookupsNameTheirTable() throws {
        let pattern = try NSRegularExpression(
            pattern: #"(?:String\(localized: |LocalizedStringResource\(|\.init\()"((?:[^"\\]|\\.)*)",(?: defaultValue: "(?:[^"\\]|\\.)*",)? table: "([^"]+)""#)
        var checked = 0
        var tables = Set<String>()
        for scanned in try Self.scan("coteditor__CotEditor") {
            let text = String(decoding: scanned.file.bytes, as: UTF8.self)
            let byArgument = Dictionary(scanned.uses.map { ($0.argumentPosition.offset, $0) }, uniquingKeysWith: { first, _ in first })
            for match in pattern.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)) {
                let offset = text.utf8.distance(from: text.startIndex, to: Range(match.range, in: text)!.lowerBound)
                guard let use = byArgument[offset] else { continue }
                let key = String(text[Range(match.range(at: 1), in: text)!])
                let table = String(text[Range(match.range(at: 2), in: text)!])
                guard case .localized(let lookup) = use.argument else {
                    Issue.record("\(scanned.path):\(use.callPosition) \(key) is not localized")
                    continue
                }
                if !key.contains("\\") { #expect(lookup.key.plainText == key, "\(scanned.path):\(use.callPosition)") }
                #expect(lookup.table == table, "\(scanned.path):\(use.callPosition)")
                tables.insert(table)
                checked += 1
            }
        }
        #expect(checked >= 50, "only \(checked) lookups")
        #expect(tables.isSuperset(of: ["Document", "TextFind"]))
    }

    /// The uses of each app, counted by role, explicit or implicit, and how the argument is judged
    /// (printed for the tables of Docs/swift-sources.md). Every element number is used by a use of
    /// its file, and every position lies inside its file.
    @Test(arguments: apps)
    func usesByRoleAndJudgement(app: String) throws {
        var counts: [String: Int] = [:]
        for scanned in try Self.scan(app) {
            for use in scanned.uses {
                #expect(use.callPosition.offset < scanned.file.bytes.count && use.argumentPosition.offset < scanned.file.bytes.count)
                // A `Text` in a label closure is its own argument: the view is the label.
                let isTextView = use.form.hasSuffix("Text(_:) }") || use.form.hasSuffix("label: Text(_:)") || use.form == ".accessibilityAction(_:label:)"
                    || use.form == "Picker option Text(_:)"
                #expect(use.callPosition.offset < use.argumentPosition.offset || (isTextView && use.callPosition == use.argumentPosition),
                        "\(scanned.path):\(use.callPosition) \(use.form)")
                let judgement = switch use.argument {
                case .localized: "localized"
                case .hardCoded: "hard-coded"
                case .untranslatable: "untranslatable"
                case .dynamic: "dynamic"
                }
                counts["\(use.role) \(use.isImplicit ? "implicit" : "explicit") \(judgement)", default: 0] += 1
                if !use.literalsInInterpolations.isEmpty { counts["with literals in interpolations", default: 0] += 1 }
            }
        }
        #expect(counts.values.reduce(0, +) > 40)
        print("[\(app)] uses: \(counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; "))")
    }
}
