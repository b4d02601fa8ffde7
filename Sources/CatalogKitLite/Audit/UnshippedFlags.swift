/// Branches of a flag that never changes: Ritualist's `ActionButton` declares `let isLoading: Bool`
/// and `let isDisabled: Bool`, set from initialiser parameters that default to `false`, and no
/// shipped caller gives either (only previews do). So `if isLoading { return "Please wait" }`, `if
/// isDisabled { label += ". Disabled" }` and `isLoading ? "Loading" : ""` speak nothing any user
/// hears: the uses there are set aside like those of `if false { … }`.
///
/// A flag is a `Bool` property of a `struct`, declared `false` or without a value, with no attribute
/// (a `@State` or `@AppStorage` changes by itself) and no `Codable` conformance of its struct
/// (decoding sets it). It stays `false` when:
/// - in the struct's body and its extensions (not types nested in them), its name is only read,
///   passed on as an argument, declared `false`, a parameter `name: Bool = false` without an outer
///   label of an initialiser or a static function (a factory such as `static func primary(title:
///   isLoading: Bool = false)`), or kept by `self.name = name`: no other assignment, no local,
///   closure or loop variable or other parameter of that name, no `toggle()`, `&`, key path;
/// - no shipped call that may make the struct gives it: `Name(…)`, `Name.init(…)`, `Self(…)`, any
///   `.init(…)` and any call of a factory's name has no argument labelled with the flag's name,
///   unless it gives `false` or a factory passes its own parameter on; and `Name.init` is never
///   passed as a function;
/// - for a `var`, no shipped code writes `.name =`, `.name.toggle()`, `&….name` or a key path to
///   it, whatever the receiver (another type's `isLoading` keeps this one's branches too).
///
/// The branches read, in the struct's body or extensions: `if isLoading {` (also `self.isLoading`,
/// and after `else`), the `else` of `guard !isLoading else {`, and the first branch of `isLoading ?
/// a : b`.
enum UnshippedFlags {
    /// Code that runs only when a flag is true.
    struct Branch: Sendable {
        /// The flag's name.
        var name: String
        /// The bytes of the code.
        var body: Range<Int>
        /// The condition as a reason names it: `if isLoading`, `guard !isLoading`, `isLoading ? …`.
        var condition: String
        /// The line of the condition.
        var line: Int
        /// The struct that declares the flag, and the line of its declaration.
        var owner = ""
        var declarationLine = 0
        /// Whether the flag is a `var`, which code outside its struct may set.
        var isVariable = false
    }

    /// A static function of a struct with flags as parameters (`name: Bool = false`): a call of it
    /// may give a flag as a call of the struct's initialiser does.
    struct Factory: Sendable {
        var owner: String
        var name: String
        /// The file, by index, and the bytes of the function.
        var file: Int
        var body: Range<Int>
        /// The flags it takes as parameters.
        var flags: Set<String>
    }

    /// Moves the uses whose call, argument or value lies in a branch of a flag that never changes
    /// into `skipped`, and the other lookups there into `skippedLookups`.
    static func separate(_ sources: inout [ScannedSource], files: [SwiftLexedFile?], builds: [ShippedCode.FileBuilds?], jobs: Int) {
        // Where each file's uses are: calls and arguments, and values followed into it from any file.
        var fileOfPath: [String: Int] = [:]
        for (index, source) in sources.enumerated() where files[index] != nil { fileOfPath[source.path] = index }
        var places = [[Int]](repeating: [], count: sources.count)
        for (index, source) in sources.enumerated() {
            for use in source.scan.uses {
                if files[index] != nil { places[index] += [use.callPosition.offset, use.argumentPosition.offset] }
                if let origin = use.origin, let position = origin.valuePosition,
                   let valueFile = origin.valueFile.map({ fileOfPath[$0] }) ?? index, files[valueFile] != nil {
                    places[valueFile].append(position.offset)
                }
            }
        }
        let scanned = parallelMap(Array(sources.indices), jobs: jobs) { [places] index -> (branches: [Branch], factories: [Factory]) in
            guard let file = files[index], !places[index].isEmpty else { return ([], []) }
            var (branches, factories) = declarations(in: file, file: index)
            branches.removeAll { branch in !places[index].contains { branch.body.contains($0) } }
            let owners = Set(branches.map(\.owner))
            factories.removeAll { !owners.contains($0.owner) }
            return (branches, factories)
        }
        let branches = scanned.flatMap(\.branches)
        guard !branches.isEmpty else { return }
        // Every shipped file of the audit may make the structs or set their flags.
        let factories = scanned.flatMap(\.factories)
        let asFound = sources
        let changed = parallelMap(Array(files.indices), jobs: jobs) { index -> Set<String> in
            guard let file = files[index] else { return [] }
            let ships = { (offset: Int) in
                UnshippedTypes.reasonNotShipped(.init(file: index, token: 0, offset: offset), sources: asFound, builds: builds, unshippedBodies: [:]) == nil
            }
            return flagsThatMayChange(branches, factories: factories, in: file, file: index, ships: ships)
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        var dead = [[(Range<Int>, String)]](repeating: [], count: sources.count)
        for (index, found) in scanned.enumerated() {
            for branch in found.branches where !changed.contains(branch.owner + "." + branch.name) {
                dead[index].append((branch.body, "the code of `\(branch.condition)` (line \(branch.line)) never runs: \(branch.owner).\(branch.name) "
                    + "(line \(branch.declarationLine)) is false in every run, as no shipped code gives or sets it"))
            }
        }
        guard dead.contains(where: { !$0.isEmpty }) else { return }
        for index in sources.indices where !sources[index].scan.uses.isEmpty {
            var kept: [AccessibilityUse] = []
            for use in sources[index].scan.uses {
                var reason = dead[index].first { $0.0.contains(use.callPosition.offset) || $0.0.contains(use.argumentPosition.offset) }?.1
                if reason == nil, let origin = use.origin, let position = origin.valuePosition,
                   let valueFile = origin.valueFile.map({ fileOfPath[$0] }) ?? index {
                    reason = dead[valueFile].first { $0.0.contains(position.offset) }?.1
                    if let found = reason, valueFile != index { reason = "its value is written in \(sources[valueFile].path), where \(found)" }
                }
                if let reason {
                    sources[index].skipped.append(SkippedUse(use: use, reason: reason))
                } else {
                    kept.append(use)
                }
            }
            sources[index].scan.uses = kept
        }
        for index in sources.indices where !dead[index].isEmpty {
            UnshippedTypes.setAsideLookups(in: dead[index].map(\.0), of: &sources[index])
        }
    }

    /// The branch a read of a flag at `position` opens, if it is one of the shapes the type's summary
    /// lists; its owner is left for the caller.
    static func branch(readAt position: Int, in file: SwiftLexedFile) -> Branch? {
        let tokens = file.tokens
        let name = file.text(ofToken: position)
        // `self.name` reads as `name`.
        let head = position >= 2 && tokens[position - 1].kind == .period && tokens[position - 2].keyword == .self ? position - 2 : position
        guard head >= 1, position + 1 < tokens.count else { return nil }
        let line = file.position(ofToken: position).line
        let before = tokens[head - 1]
        // `if name {`
        if before.keyword == .if, tokens[position + 1].kind == .leftBrace, tokens[position + 1].link > position + 1 {
            return Branch(name: name, body: braces(at: position + 1, in: file), condition: "if \(name)", line: line)
        }
        // `guard !name else {`
        if before.kind == .operator, file.token(head - 1, is: "!"), head >= 2, tokens[head - 2].keyword == .guard, position + 2 < tokens.count,
           tokens[position + 1].keyword == .else, tokens[position + 2].kind == .leftBrace, tokens[position + 2].link > position + 2 {
            return Branch(name: name, body: braces(at: position + 2, in: file), condition: "guard !\(name)", line: line)
        }
        // `name ? a : b`, the condition alone: after `(`, `,`, `:`, `{`, `=`, `return`, or first on its line.
        let question = position + 1
        guard tokens[question].kind == .operator, file.token(question, is: "?"), tokens[question].start > tokens[position].end,
              tokens[head].startsLine || [.leftParen, .comma, .colon, .leftBrace].contains(before.kind) || before.keyword == .return
                || before.kind == .operator && file.token(head - 1, is: "=") else { return nil }
        var index = question + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .colon { break }
            if token.kind == .rightParen || token.kind == .rightBracket || token.kind == .rightBrace || token.kind == .comma || token.kind == .semicolon { return nil }
            // A ternary inside the first branch: not read.
            if token.kind == .operator, file.token(index, is: "?"), token.start > tokens[index - 1].end { return nil }
            if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace, token.link > index {
                index = Int(token.link) + 1
                continue
            }
            index += 1
        }
        guard index < tokens.count, index > question + 1 else { return nil }
        return Branch(name: name, body: Int(tokens[question + 1].start)..<Int(tokens[index - 1].end), condition: "\(name) ? …", line: line)
    }

    /// The bytes from the `{` at `open` to its `}`.
    private static func braces(at open: Int, in file: SwiftLexedFile) -> Range<Int> {
        Int(file.tokens[open].start)..<Int(file.tokens[Int(file.tokens[open].link)].end)
    }
}
