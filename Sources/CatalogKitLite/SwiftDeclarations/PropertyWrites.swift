import Foundation

/// Where the code of a module writes a name: `name = …`, `x.name += …`, `&name`, a binding
/// `$name` or `$model.name` a control writes through. Found in one pass over every file when first
/// asked: a property that is not `private(set)` may still be set by its own file only (SetCraft's
/// view model sets `var lastAnalysisError: String?` in its own methods, and a view reads it), and
/// that is known only by looking at the other files; what its own file assigns is read from the
/// same list (``ValueJudge/assignments(of:inFile:)``) rather than from every token of the file.
final class PropertyWrites: @unchecked Sendable {
    /// One write of a name.
    struct Write: Sendable {
        var file: Int32
        var token: Int32
        /// Written as a member of another value (`model.name = …`, `$model.name`), not bare or
        /// through `self`: whose property it is cannot be told from the name.
        var isOtherValuesMember: Bool
        /// `name = nil`: it empties the value and gives no text (Weather Atlas's map dismisses the
        /// service's error with `weatherService.errorMessage = nil`).
        var clears = false
    }

    private let lock = NSLock()
    /// The writes by a hash of the written name's bytes (``ByteHash/fnv1a(_:)``): no String
    /// is made for the many names written and never asked about.
    private var writes: [UInt64: [Write]]?

    /// The writes of a name in the files (the module's, in its order).
    func writes(of name: String, in files: [SwiftLexedFile]) -> [Write] {
        lock.lock()
        defer { lock.unlock() }
        if writes == nil { writes = Self.index(files) }
        var name = name
        let hash = name.withUTF8 { ByteHash.fnv1a($0) }
        guard let found = writes?[hash] else { return [] }
        return found.filter { write in
            let file = files[Int(write.file)]
            let token = file.tokens[Int(write.token)]
            var start = Int(token.start)
            if file.bytes[start] == UInt8(ascii: "$") { start += 1 }
            return file.bytes[start..<Int(token.end)].elementsEqual(name.utf8)
        }
    }

    private static func index(_ files: [SwiftLexedFile]) -> [UInt64: [Write]] {
        var found: [UInt64: [Write]] = [:]
        for (fileIndex, file) in files.enumerated() {
            let tokens = file.tokens
            file.bytes.withUnsafeBufferPointer { bytes in
                func hash(_ start: Int, _ end: Int) -> UInt64 { ByteHash.fnv1a(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                for index in tokens.indices where tokens[index].kind == .identifier {
                    let start = Int(tokens[index].start)
                    if start < bytes.count, bytes[start] == UInt8(ascii: "$") {
                        // `$name` bare, or the members of a `$model.name` chain: a control writes them.
                        if Int(tokens[index].end) > start + 1 {
                            found[hash(start + 1, Int(tokens[index].end)), default: []].append(
                                Write(file: Int32(fileIndex), token: Int32(index), isOtherValuesMember: false))
                        }
                        var member = index + 2
                        while member < tokens.count, tokens[member - 1].kind == .period, tokens[member].kind == .identifier {
                            found[hash(Int(tokens[member].start), Int(tokens[member].end)), default: []].append(
                                Write(file: Int32(fileIndex), token: Int32(member), isOtherValuesMember: true))
                            member += 2
                        }
                        continue
                    }
                    guard let form = writeForm(index, in: file) else { continue }
                    let clears = index + 2 < tokens.count && file.token(index + 1, is: "=") && tokens[index + 2].keyword == .nil
                        && (index + 3 == tokens.count || tokens[index + 3].startsLine || tokens[index + 3].kind == .rightBrace
                            || tokens[index + 3].kind == .semicolon)
                    found[hash(start, Int(tokens[index].end)), default: []].append(
                        Write(file: Int32(fileIndex), token: Int32(index), isOtherValuesMember: form, clears: clears))
                }
            }
        }
        return found
    }

    /// Whether the identifier at `index` is written (`nil` when it is not), and if so whether as a
    /// member of another value than `self`.
    private static func writeForm(_ index: Int, in file: SwiftLexedFile) -> Bool? {
        let tokens = file.tokens
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let isAssigned = next?.kind == .operator && (file.token(index + 1, is: "=") || file.changesInPlace(operator: index + 1))
        let isInOut = index >= 1 && tokens[index - 1].kind == .operator && file.token(index - 1, is: "&")
        var isMember = index >= 1 && tokens[index - 1].kind == .period
        // `&model.name`: the chain's head is after the `&`.
        if !isAssigned && !isInOut {
            guard isMember else { return nil }
            var head = index - 2
            while head >= 2, tokens[head].kind == .identifier, tokens[head - 1].kind == .period { head -= 2 }
            guard head >= 1, tokens[head].kind == .identifier, tokens[head - 1].kind == .operator, file.token(head - 1, is: "&") else { return nil }
            return tokens[head].keyword != .self || head + 2 != index
        }
        // `let name = …`, `if let name = …`, `var name = …`: a declaration, not a write of a property.
        if isAssigned, index >= 1, tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var { return nil }
        guard isMember else { return false }
        var receiver = index - 2
        if receiver >= 1, tokens[receiver].kind == .operator, file.token(receiver, is: "?") || file.token(receiver, is: "!") { receiver -= 1 }
        isMember = !(receiver >= 0 && tokens[receiver].keyword == .self && (receiver == 0 || tokens[receiver - 1].kind != .period))
        return isMember
    }
}
