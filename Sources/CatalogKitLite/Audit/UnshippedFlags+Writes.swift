/// What any file of the audit writes that may make a flag true (see ``UnshippedFlags``).
extension UnshippedFlags {
    /// The flags of `branches`, as `Owner.name`, that the file may make true: a label in a shipped
    /// call that may make the owner, a write in an extension of the owner, or, for a `var`, a
    /// shipped write through any receiver. `ships` tells whether the byte at an offset of the file
    /// is in shipped code.
    static func flagsThatMayChange(
        _ branches: [Branch], factories: [Factory], in file: SwiftLexedFile, file index: Int, ships: (Int) -> Bool
    ) -> Set<String> {
        let tokens = file.tokens
        var flagsOfOwner: [String: Set<String>] = [:]
        var variables = Set<String>()
        for branch in branches {
            flagsOfOwner[branch.owner, default: []].insert(branch.name)
            if branch.isVariable { variables.insert(branch.name) }
        }
        let allFlags = Set(flagsOfOwner.values.joined())
        let factoryNames = Set(factories.map(\.name))
        let written = file.identifierPositions(of: Set(flagsOfOwner.keys).union(variables).union(factoryNames).union(["Self", "init"]))
        var changed = Set<String>()
        let changeAll = { (flag: String) in
            for (owner, flags) in flagsOfOwner where flags.contains(flag) { changed.insert(owner + "." + flag) }
        }
        for (name, positions) in written {
            for position in positions {
                let previous = position > 0 ? tokens[position - 1] : nil
                let next = position + 1 < tokens.count ? position + 1 : nil
                if let flags = flagsOfOwner[name] {
                    // `extension Owner { … }` in another file: its writes count as the struct's own.
                    if previous?.keyword == .extension {
                        for flag in flags where !extensionWritesHarmlessly(flag, extensionNamedAt: position, in: file) { changed.insert(name + "." + flag) }
                        continue
                    }
                    // `Owner.init` passed as a function may be given any flag.
                    if let next, tokens[next].kind == .period, next + 1 < tokens.count, tokens[next + 1].keyword == .`init`,
                       next + 2 >= tokens.count || tokens[next + 2].kind != .leftParen, ships(Int(tokens[position].start)) {
                        for flag in flags { changed.insert(name + "." + flag) }
                        continue
                    }
                }
                // A call that may make an owner: `Owner(`, `Owner.init(`, `Self(`, `.init(`, `.factory(`.
                let isMaker = flagsOfOwner[name] != nil || name == "Self" || previous?.kind == .period && (name == "init" || factoryNames.contains(name))
                if isMaker, var open = next {
                    if name != "init", tokens[open].kind == .period, open + 1 < tokens.count, tokens[open + 1].keyword == .`init` { open += 2 }
                    guard open < tokens.count, tokens[open].kind == .leftParen, tokens[open].link > open, ships(Int(tokens[position].start)) else { continue }
                    for (label, value) in arguments(inParenthesesAt: open, in: file) where allFlags.contains(label) {
                        if isDefaultValue(value, of: label, at: Int(tokens[open].start), factories: factories, file: index, in: file) { continue }
                        changeAll(label)
                    }
                    continue
                }
                // A `var` set through a receiver: `model.isLoading = true`, `&model.isLoading`, `\.isLoading`.
                guard variables.contains(name), previous?.kind == .period, ships(Int(tokens[position].start)) else { continue }
                let writes = next.map { tokens[$0].kind == .operator && file.token($0, is: "=")
                    || tokens[$0].kind == .period && $0 + 1 < tokens.count && file.token($0 + 1, is: "toggle") } ?? false
                let refers = (max(0, position - 4)..<position).contains { tokens[$0].kind == .backslash || tokens[$0].kind == .operator && file.token($0, is: "&") }
                if writes || refers { changeAll(name) }
            }
        }
        return changed
    }

    /// Whether the extension whose name is at `name` writes `flag` only harmlessly in its own code.
    private static func extensionWritesHarmlessly(_ flag: String, extensionNamedAt name: Int, in file: SwiftLexedFile) -> Bool {
        let types = file.typeBodies(["struct", "class", "enum", "actor", "extension"])
        guard let scope = types.first(where: { $0.name == name }) else { return true }
        return (file.identifierPositions(of: [flag])[flag] ?? []).allSatisfy { position in
            let offset = Int(file.tokens[position].start)
            let innermost = types.filter { $0.body.contains(offset) }.max { $0.body.lowerBound < $1.body.lowerBound }
            return innermost?.keyword != scope.keyword || isHarmless(position, in: file)
        }
    }

    /// Whether an argument gives a flag its default: `false`, or a factory's own parameter of that
    /// name passed on (`isLoading: isLoading` inside `static func primary(…, isLoading: Bool = false)`).
    private static func isDefaultValue(_ value: Range<Int>, of flag: String, at offset: Int, factories: [Factory], file index: Int, in file: SwiftLexedFile) -> Bool {
        guard value.count == 1 else { return false }
        if file.token(value.lowerBound, is: "false") { return true }
        return file.token(value.lowerBound, equals: flag) && factories.contains { $0.file == index && $0.body.contains(offset) && $0.flags.contains(flag) }
    }

    /// The labelled arguments in the parentheses opened at `open`, with the tokens of each value:
    /// `isLoading` and `true` in `(title: "Retry", isLoading: true)`.
    private static func arguments(inParenthesesAt open: Int, in file: SwiftLexedFile) -> [(label: String, value: Range<Int>)] {
        let tokens = file.tokens
        let close = Int(tokens[open].link)
        var found: [(label: String, value: Range<Int>)] = []
        var index = open + 1
        var valueStart: Int?
        var label = ""
        while index <= close {
            let token = tokens[index]
            if index == close || token.kind == .comma {
                if let start = valueStart { found.append((label, start..<index)) }
                valueStart = nil
            } else if valueStart == nil, token.kind == .identifier, index + 1 < close, tokens[index + 1].kind == .colon,
                      tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma {
                label = file.text(ofToken: index)
                valueStart = index + 2
                index += 2
                continue
            }
            if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace, token.link > index, index != open {
                index = Int(token.link) + 1
                continue
            }
            index += 1
        }
        return found
    }
}
