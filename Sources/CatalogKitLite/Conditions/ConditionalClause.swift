/// One clause of an `#if … #elseif … #else … #endif` block of a Swift file: the code it covers, and
/// what must hold for that code to be compiled (its own condition, and that no earlier clause of the
/// block was taken).
public struct ConditionalClause: Hashable, Sendable {
    /// `#if`, `#elseif` or `#else`.
    public var directive: String
    /// The clause's own condition (`true` for `#else`).
    public var condition: CompilationCondition
    /// The conditions of the block's earlier clauses, each of which must be false here.
    public var earlier: [CompilationCondition]
    /// The line of the directive.
    public var line: Int
    /// The bytes the clause covers: from the end of its directive's condition to the next directive
    /// of the block (or the end of the file when the block is never closed).
    public var range: Range<Int>

    /// What must hold for the clause's code to be compiled.
    public var requirement: CompilationCondition {
        earlier.isEmpty ? condition : .all((condition == .literal(true) ? [] : [condition]) + earlier.map { .not($0) })
    }

    /// The clause as a reader finds it in the file: `#if DEBUG (line 12)`, or `#else of #if
    /// os(macOS) (line 12)`.
    public var written: String {
        switch directive {
        case "#else": "#else of #if \(earlier.first?.description ?? "") (line \(line))"
        default: "\(directive) \(condition) (line \(line))"
        }
    }

    /// The `#if` blocks of a lexed file, as clauses in the order their directives stand. Blocks nest
    /// on an explicit stack; a directive without its `#if` is ignored, and a block never closed ends
    /// with the file.
    static func clauses(in file: SwiftLexedFile) -> [ConditionalClause] {
        struct Open {
            var directive: String
            var condition: CompilationCondition
            var earlier: [CompilationCondition]
            var line: Int
            var start: Int
        }
        var result: [ConditionalClause] = []
        var stack: [Open] = []
        var index = 0
        let tokens = file.tokens
        func close(_ open: Open, at end: Int) {
            result.append(ConditionalClause(
                directive: open.directive, condition: open.condition, earlier: open.earlier, line: open.line, range: open.start..<max(open.start, end)))
        }
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .poundKeyword else { continue }
            let start = Int(tokens[index].start)
            if file.token(index, is: "#if") || file.token(index, is: "#elseif") {
                let isIf = file.token(index, is: "#if")
                if !isIf && stack.isEmpty { continue }
                let end = ConditionParser.end(of: index + 1, in: file)
                let condition = ConditionParser.parse((index + 1)..<end, in: file)
                let codeStart = end > index + 1 ? Int(tokens[end - 1].end) : Int(tokens[index].end)
                let line = file.position(at: start).line
                if isIf {
                    stack.append(Open(directive: "#if", condition: condition, earlier: [], line: line, start: codeStart))
                } else {
                    let previous = stack.removeLast()
                    close(previous, at: start)
                    stack.append(Open(directive: "#elseif", condition: condition, earlier: previous.earlier + [previous.condition], line: line, start: codeStart))
                }
                index = end - 1
            } else if file.token(index, is: "#else") {
                guard let previous = stack.popLast() else { continue }
                close(previous, at: start)
                stack.append(Open(
                    directive: "#else", condition: .literal(true), earlier: previous.earlier + [previous.condition],
                    line: file.position(at: start).line, start: Int(tokens[index].end)))
            } else if file.token(index, is: "#endif") {
                guard let previous = stack.popLast() else { continue }
                close(previous, at: start)
            }
        }
        while let open = stack.popLast() { close(open, at: file.bytes.count) }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
