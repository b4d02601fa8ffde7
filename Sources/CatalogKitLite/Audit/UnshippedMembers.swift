/// Private members of a file that only code that does not ship uses: Dawny's
/// `private var infoButton: some View`, shown only under `#if ENABLE_TASK_DETAIL`, a flag no
/// configuration sets. The member is compiled, but no user of a release build sees what it makes,
/// so the uses in its body are set aside like those under the `#if`.
///
/// `private` and `fileprivate` computed properties and functions count: nothing outside the file
/// can use them, so the file's own references are all of them. So do other members that hold a use
/// (MetroTime's `var debugButton`) and stored values that hold one, where no other file writes their
/// name. Any reference in shipped code keeps a member's uses, as does one that a local of the same
/// name could hide.
///
/// A member whose name the file never writes again is dead code (PizzaHelper's
/// `private var debugBody: some View`, which no view shows; Swift does not warn of it), set aside
/// where `setsAsideMembersNothingNames`, unless something outside Swift's names may call it: an
/// `@objc`, `@IBAction` or `dynamic` member (a selector, a storyboard), an `override`, or one whose
/// name a string of the file holds (`Selector(("refresh"))`).
enum UnshippedMembers {
    /// A private member with a body.
    struct Member {
        var name: String
        var nameToken: Int
        /// The bytes from the keyword to the body's closing brace (or the stored value's end).
        var body: Range<Int>
        /// Whether only its file can name it (`private`, `fileprivate`); another member counts as
        /// used only by its file when no other file writes its name.
        var isFilePrivate = true
        /// A `static` function or computed property that is not file-private: dead when no file
        /// names it (see ``staticMembersHoldingLookups(in:at:)``).
        var isStaticMember = false
    }

    /// Moves the uses inside private members that only unshipped code uses into `skipped`;
    /// `neverEntered` are each file's blocks no run enters (``UnshippedBlocks/neverEntered(in:)``).
    static func separate(
        _ sources: inout [ScannedSource], files: [SwiftLexedFile?], builds: [ShippedCode.FileBuilds?], neverEntered: [[UnshippedBlocks.Block]],
        setsAsideMembersNothingNames: Bool
    ) {
        var elsewhere: [(file: Int, member: Member, reason: String)] = []
        // Static members the file never names: unused when no other file names them either.
        var unnamed: [(file: Int, member: Member, reason: String)] = []
        for index in sources.indices {
            // Without members set aside for being named nowhere, only a file with `#if` clauses or
            // previews has places that do not ship.
            guard let file = files[index], builds[index] != nil else { continue }
            // A member called only inside a block no run enters (`if isDemoMode {`, declared `let
            // isDemoMode = false`: MountainBrowser's demo results) is not shipped either.
            let blocks = neverEntered[index]
            guard setsAsideMembersNothingNames || !sources[index].scan.conditionalClauses.isEmpty || !sources[index].scan.previewCode.isEmpty
                    || !blocks.isEmpty else { continue }
            let unshippedBodies = blocks.isEmpty ? [:] : [index: blocks.map { (body: $0.body, name: UnshippedBlocks.place($0)) }]
            let members = privateMembers(in: file) + storedValuesHoldingUses(in: file, uses: sources[index].scan.uses)
                + internalMembersHoldingUses(in: file, uses: sources[index].scan.uses)
                + (setsAsideMembersNothingNames ? staticMembersHoldingLookups(in: file, at: lookupOffsets(of: sources[index].scan)) : [])
            guard !members.isEmpty else { continue }
            // Where each member's name is written, found in one pass over the file.
            let written = file.identifierPositions(of: Set(members.map(\.name)))
            var reasons: [(Range<Int>, String)] = []
            for member in members {
                let (referenced, firstReason) = unshippedUse(
                    of: member, at: written[member.name] ?? [], in: file, index, sources: sources, builds: builds, unshippedBodies: unshippedBodies)
                if referenced, let firstReason {
                    if member.isFilePrivate {
                        reasons.append((member.body, firstReason))
                    } else {
                        elsewhere.append((index, member, firstReason))
                    }
                } else if !referenced, member.isFilePrivate || member.isStaticMember, setsAsideMembersNothingNames, !mayBeCalledByName(member, in: file),
                          sources[index].scan.uses.contains(where: { member.body.contains($0.callPosition.offset) })
                            || member.isStaticMember && sources[index].scan.otherLookups.contains(where: { member.body.contains($0.position.offset) }) {
                    if member.isFilePrivate {
                        reasons.append((member.body, "\(member.name) is a private member no code names"))
                    } else {
                        unnamed.append((index, member, "\(member.name) is a static member no code names"))
                    }
                }
            }
            if !reasons.isEmpty { UnshippedTypes.setAside(reasons, in: &sources[index]) }
        }
        // A member other files could name is set aside when none writes its name.
        let named = namesWritten(Set((elsewhere + unnamed).map(\.member.name)), in: files)
        for (index, member, reason) in elsewhere + unnamed where (named[member.name] ?? []) == [index] {
            UnshippedTypes.setAside([(member.body, reason)], in: &sources[index])
        }
    }

    /// The bodies of each file's private functions and computed properties that only code no release
    /// build reaches names: cmux's `private func openAllDebugWindows()`, called only from its `#if
    /// DEBUG` "Debug" menu (46th study). A type written only there and in such code, as its debug
    /// windows are, is made by nothing that ships (``UnshippedTypes``, which starts from these).
    static func unshippedPrivateBodies(
        _ sources: [ScannedSource], files: [SwiftLexedFile?], builds: [ShippedCode.FileBuilds?]
    ) -> [Int: [(body: Range<Int>, name: String)]] {
        var result: [Int: [(body: Range<Int>, name: String)]] = [:]
        for index in sources.indices {
            guard let file = files[index], builds[index] != nil, !sources[index].scan.conditionalClauses.isEmpty || !sources[index].scan.previewCode.isEmpty
            else { continue }
            let members = privateMembers(in: file)
            guard !members.isEmpty else { continue }
            let written = file.identifierPositions(of: Set(members.map(\.name)))
            for member in members {
                let (referenced, reason) = unshippedUse(of: member, at: written[member.name] ?? [], in: file, index, sources: sources, builds: builds, unshippedBodies: [:])
                if referenced, reason != nil { result[index, default: []].append((member.body, member.name)) }
            }
        }
        return result
    }

    /// Whether the file names a member outside its own body (at `positions`, where its name is
    /// written), and, when every such place is code no release build reaches, why (the first place's
    /// reason); `nil` when a place ships or there is none.
    private static func unshippedUse(
        of member: Member, at positions: [Int], in file: SwiftLexedFile, _ index: Int, sources: [ScannedSource], builds: [ShippedCode.FileBuilds?],
        unshippedBodies: [Int: [(body: Range<Int>, name: String)]]
    ) -> (referenced: Bool, reason: String?) {
        var firstReason: String?
        var referenced = false
        for position in positions where position != member.nameToken {
            let offset = Int(file.tokens[position].start)
            if member.body.contains(offset) { continue }
            referenced = true
            let reference = UnshippedTypes.Reference(file: index, token: position, offset: offset)
            guard let reason = UnshippedTypes.reasonNotShipped(reference, sources: sources, builds: builds, unshippedBodies: unshippedBodies) else {
                return (true, nil)
            }
            if firstReason == nil {
                firstReason = "\(member.name) is used only where no release build reaches (first at \(sources[index].path):\(file.position(ofToken: position).line): \(reason))"
            }
        }
        return (referenced, firstReason)
    }

    /// The files (by index) that write each name as an identifier.
    private static func namesWritten(_ names: Set<String>, in files: [SwiftLexedFile?]) -> [String: Set<Int>] {
        guard !names.isEmpty else { return [:] }
        var result: [String: Set<Int>] = [:]
        for (index, file) in files.enumerated() {
            guard let file else { continue }
            for name in file.identifierPositions(of: names).keys { result[name, default: []].insert(index) }
        }
        return result
    }

    /// Stored properties with a value that holds a use of the file (`static let fallbackPackages:
    /// [StorePackage] = [StorePackage(…, displayPrice: "$0.49 / ay")]`, which Flapse's paywall shows
    /// only under `#if DEBUG`): what the value holds reaches VoiceOver only where the property is read.
    static func storedValuesHoldingUses(in file: SwiftLexedFile, uses: [AccessibilityUse]) -> [Member] {
        guard !uses.isEmpty else { return [] }
        let tokens = file.tokens
        var found: [Member] = []
        for index in tokens.indices where (tokens[index].keyword == .let || tokens[index].keyword == .var) && index + 2 < tokens.count {
            // `if let x = …`, `guard var y = …`, `case let z = …`: a binding of a condition, not a stored value.
            if index > 0, tokens[index - 1].kind == .comma || [.if, .guard, .while, .case].contains(tokens[index - 1].keyword) { continue }
            guard tokens[index + 1].kind == .identifier, let equals = valueStart(afterName: index + 1, in: file) else { continue }
            let end = valueEnd(from: equals + 1, in: file)
            guard end > equals + 1 else { continue }
            let body = Int(tokens[index].start)..<Int(tokens[end - 1].end)
            guard uses.contains(where: { body.contains($0.callPosition.offset) }) else { continue }
            found.append(Member(name: file.text(ofToken: index + 1), nameToken: index + 1, body: body, isFilePrivate: file.isFilePrivate(declarationAt: index)))
        }
        return found
    }

    /// The `=` of `name: T = value` or `name = value`, on the declaration's line.
    private static func valueStart(afterName name: Int, in file: SwiftLexedFile) -> Int? {
        var index = name + 1
        while index < file.tokens.count, index - name < 32 {
            let token = file.tokens[index]
            if token.kind == .operator, file.token(index, is: "=") { return index }
            if token.startsLine || token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.kind == .comma { return nil }
            if (token.kind == .leftParen || token.kind == .leftBracket), token.link > index { index = Int(token.link) + 1; continue }
            index += 1
        }
        return nil
    }

    /// The token after a stored value that starts at `start`: brackets are passed whole, and a line
    /// that does not go on with a member (`.`) or an operator ends it.
    private static func valueEnd(from start: Int, in file: SwiftLexedFile) -> Int {
        let tokens = file.tokens
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if index > start {
                if token.kind == .rightBrace || token.kind == .rightParen || token.kind == .rightBracket || token.kind == .semicolon || token.kind == .comma { break }
                if token.startsLine, token.kind != .period, token.kind != .operator { break }
            }
            if (token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace), token.link > index {
                index = Int(token.link) + 1
            } else {
                index += 1
            }
        }
        return index
    }

    /// Whether something other than a Swift name may call a member: the runtime through a
    /// selector or Interface Builder (`@objc`, `@IBAction`, `dynamic`, `@NSManaged`), a superclass
    /// (`override`), or a string of the file that holds its name.
    static func mayBeCalledByName(_ member: Member, in file: SwiftLexedFile) -> Bool {
        let keyword = member.nameToken - 1
        if file.hasModifier("override", before: keyword) || file.hasModifier("dynamic", before: keyword) { return true }
        // The attributes and modifiers before the keyword, on its line or the lines above, back to
        // the declaration before (an attribute of that one only keeps more uses).
        var index = keyword - 1
        while index > 0, keyword - index <= 24 {
            let kind = file.tokens[index].kind
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            if kind == .identifier, file.tokens[index - 1].kind == .at {
                for attribute: StaticString in ["objc", "IBAction", "IBSegueAction", "NSManaged", "GKInspectable"]
                where file.token(index, is: attribute) { return true }
            }
            index -= 1
        }
        return UnshippedTypes.contains(member.name, in: file.bytes, quotedInSwift: true)
    }

    /// Whether an offset of `sorted` lies in `range`: a search, not a scan, per member.
    private static func holdsAny(of sorted: [Int], in range: Range<Int>) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] < range.upperBound
    }

    /// The byte offsets of a scan's uses and other lookups, sorted.
    static func lookupOffsets(of scan: SourceScan) -> [Int] {
        (scan.uses.map(\.callPosition.offset) + scan.otherLookups.map(\.position.offset)).sorted()
    }

    /// `static func name(…) { … }` and `static var name: T { … }` that are not file-private, whose
    /// body holds a use or a lookup of the file (`offsets`, sorted): Itori's `public enum
    /// VoiceOverLabels { public static func addButton(for:) … }`, which nothing calls, and KozBon's
    /// `Strings.Settings.sortHostnameAsc`, a catalog key's resource nothing reads (48th study).
    /// Called from anywhere, so named nowhere else means called never.
    static func staticMembersHoldingLookups(in file: SwiftLexedFile, at offsets: [Int]) -> [Member] {
        guard !offsets.isEmpty else { return [] }
        return members(in: file) { keyword in
            file.hasModifier("static", before: keyword) && !file.isFilePrivate(declarationAt: keyword)
        } keeping: { member in
            guard holdsAny(of: offsets, in: member.body) else { return nil }
            var found = member
            found.isFilePrivate = false
            found.isStaticMember = true
            return found
        }
    }

    /// `private var name: T { … }` and `private func name(…) … { … }` (also `fileprivate`, and with
    /// `static` or attributes between), with their bodies.
    static func privateMembers(in file: SwiftLexedFile) -> [Member] {
        members(in: file) { file.isFilePrivate(declarationAt: $0) } keeping: { $0 }
    }

    /// The functions and computed properties neither private nor public whose body holds a use of
    /// the file (MetroTime's `@ToolbarContentBuilder var debugButton: some ToolbarContent`, a
    /// toolbar item shown only under `#if DEBUG`, 62nd study): another file of the module could
    /// name them, so they count as used only by their file when no other file writes their name.
    ///
    /// Left out: `public`, `open` and `package` members, and every member of a file that writes a
    /// public extension (whose members are public unless they say otherwise), which other modules
    /// call; `static` ones (``staticMembersHoldingLookups(in:at:)``); those the runtime may call by
    /// name (``mayBeCalledByName(_:in:)``: an `override var accessibilityValue`, an `@IBAction`);
    /// and the names SwiftUI and UIKit call for a conformance (`body`, `makeUIView`, …).
    static func internalMembersHoldingUses(in file: SwiftLexedFile, uses: [AccessibilityUse]) -> [Member] {
        guard !uses.isEmpty, !writesPublicExtension(file) else { return [] }
        let offsets = uses.map(\.callPosition.offset).sorted()
        return members(in: file) { keyword in
            !file.isFilePrivate(declarationAt: keyword) && !outwardModifiers.contains { file.hasModifier($0, before: keyword) }
                && !conformanceNames.contains(file.text(ofToken: keyword + 1))
        } keeping: { member in
            guard holdsAny(of: offsets, in: member.body), !mayBeCalledByName(member, in: file) else { return nil }
            var found = member
            found.isFilePrivate = false
            return found
        }
    }

    /// The functions and computed properties with a body whose `var` or `func` keyword `declares`
    /// accepts, each as `keep` makes it (`nil` to leave it out), in the order of the file.
    private static func members(in file: SwiftLexedFile, declares: (Int) -> Bool, keeping keep: (Member) -> Member?) -> [Member] {
        let tokens = file.tokens
        var found: [Member] = []
        for index in tokens.indices where (tokens[index].keyword == .var || tokens[index].keyword == .func) && index + 1 < tokens.count {
            guard tokens[index + 1].kind == .identifier, declares(index), let member = member(declaredAt: index, in: file), let kept = keep(member) else { continue }
            found.append(kept)
        }
        return found
    }

    /// Modifiers that make a member another module's to call (`public`, `open`, `package`) or one
    /// of its type (`static`, `class`), which ``staticMembersHoldingLookups(in:at:)`` reads.
    private static let outwardModifiers: [StaticString] = ["public", "open", "package", "static", "class"]

    /// Members SwiftUI, UIKit and AppKit call for a protocol the type conforms to, not by a name
    /// the app writes.
    private static let conformanceNames: Set<String> = [
        "body", "makeBody", "makeUIView", "updateUIView", "makeNSView", "updateNSView", "makeCoordinator", "makeUIViewController",
        "updateUIViewController", "makeNSViewController", "updateNSViewController", "callAsFunction", "description", "sizeThatFits",
    ]

    /// Whether a file writes `public extension`, `open extension` or `package extension`.
    private static func writesPublicExtension(_ file: SwiftLexedFile) -> Bool {
        file.tokens.indices.contains { index in
            guard index > 0, file.token(index, is: "extension") else { return false }
            return file.tokens[index - 1].keyword == .public || file.tokens[index - 1].keyword == .open || file.token(index - 1, is: "package")
        }
    }

    /// The member whose `var` or `func` keyword is at `index`, with its body; `nil` for one without
    /// a body (a stored value, a requirement).
    static func member(declaredAt index: Int, in file: SwiftLexedFile) -> Member? {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
        // The body: the first `{` after the name, passing over parentheses and brackets; a `=`
        // (a stored value) or a new line that does not go on with the signature ends the search.
        var next = index + 2
        var open: Int?
        while next < tokens.count, next - index < 96 {
            let token = tokens[next]
            if token.kind == .leftBrace { open = next; break }
            if token.kind == .rightBrace || token.kind == .semicolon { break }
            if token.kind == .operator, file.token(next, is: "=") { break }
            if token.startsLine,
               !(token.kind == .operator && file.token(next, is: "->")), !file.token(next, is: "where"),
               !file.token(next, is: "throws"), !file.token(next, is: "async") { break }
            if (token.kind == .leftParen || token.kind == .leftBracket), token.link > next { next = Int(token.link) + 1; continue }
            next += 1
        }
        guard let open, tokens[open].link > open else { return nil }
        return Member(
            name: file.text(ofToken: index + 1), nameToken: index + 1,
            body: Int(tokens[index].start)..<Int(tokens[Int(tokens[open].link)].end))
    }
}
