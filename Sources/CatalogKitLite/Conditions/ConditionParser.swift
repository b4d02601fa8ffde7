/// Parses the condition of an `#if` or `#elseif` from a lexed Swift file: names (`DEBUG`),
/// `true`/`false`, the tests `os()`, `arch()`, `canImport()`, `targetEnvironment()`, `swift()` and
/// `compiler()`, `!`, `&&`, `||` and parentheses, with Swift's precedence (`!` before `&&` before
/// `||`).
///
/// It works with two explicit stacks (operands and operators), never by recursion. Text it cannot
/// read, or parentheses nested deeper than ``maximumDepth``, make the whole condition
/// ``CompilationCondition/unknown(_:)``: never known, so nothing is skipped because of it.
enum ConditionParser {
    /// The deepest nesting of parentheses read.
    static let maximumDepth = 32
    /// The most tokens a condition may have.
    static let maximumTokens = 4096

    private enum Operator {
        case not, and, or, open

        var precedence: Int {
            switch self {
            case .not: 3
            case .and: 2
            case .or: 1
            case .open: 0
            }
        }
    }

    /// The token just past the condition that starts at `start`: the condition ends at a line
    /// break, unless a parenthesis is open or the line ends with `&&`, `||` or `!`.
    static func end(of start: Int, in file: SwiftLexedFile) -> Int {
        var index = start
        var depth = 0
        while index < file.tokens.count {
            let token = file.tokens[index]
            if index > start, token.startsLine, depth <= 0, !isContinuation(index - 1, in: file) { break }
            if token.kind == .poundKeyword { break }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            index += 1
        }
        return index
    }

    private static func isContinuation(_ index: Int, in file: SwiftLexedFile) -> Bool {
        file.tokens[index].kind == .operator && (file.token(index, is: "&&") || file.token(index, is: "||") || file.token(index, is: "!"))
    }

    /// The condition written in the tokens `range`.
    static func parse(_ range: Range<Int>, in file: SwiftLexedFile) -> CompilationCondition {
        let written = range.isEmpty ? "" : file.text(Int(file.tokens[range.lowerBound].start)..<Int(file.tokens[range.upperBound - 1].end))
        let unknown = CompilationCondition.unknown(written.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
        guard !range.isEmpty, range.count <= maximumTokens else { return unknown }
        var operands: [CompilationCondition] = []
        var operators: [Operator] = []
        var expectsOperand = true
        var depth = 0
        var index = range.lowerBound

        func reduce(_ op: Operator) -> Bool {
            switch op {
            case .not:
                guard let inner = operands.popLast() else { return false }
                operands.append(.not(inner))
            case .and, .or:
                guard let right = operands.popLast(), let left = operands.popLast() else { return false }
                if op == .and {
                    if case .all(let items) = left { operands.append(.all(items + [right])) } else { operands.append(.all([left, right])) }
                } else {
                    if case .any(let items) = left { operands.append(.any(items + [right])) } else { operands.append(.any([left, right])) }
                }
            case .open:
                return false
            }
            return true
        }

        while index < range.upperBound {
            let token = file.tokens[index]
            if expectsOperand {
                switch token.kind {
                case .operator where file.text(ofToken: index).allSatisfy({ $0 == "!" }):
                    for _ in file.text(ofToken: index) { operators.append(.not) }
                    index += 1
                case .leftParen:
                    depth += 1
                    guard depth <= maximumDepth else { return unknown }
                    operators.append(.open)
                    index += 1
                case .identifier:
                    guard let (operand, next) = operand(at: index, limit: range.upperBound, in: file) else { return unknown }
                    operands.append(operand)
                    expectsOperand = false
                    index = next
                default:
                    return unknown
                }
                continue
            }
            switch token.kind {
            case .operator where file.token(index, is: "&&") || file.token(index, is: "||"):
                let op: Operator = file.token(index, is: "&&") ? .and : .or
                while let top = operators.last, top != .open, top.precedence >= op.precedence {
                    guard reduce(operators.removeLast()) else { return unknown }
                }
                operators.append(op)
                expectsOperand = true
            case .rightParen:
                while let top = operators.last, top != .open {
                    guard reduce(operators.removeLast()) else { return unknown }
                }
                guard operators.popLast() == .open else { return unknown }
                depth -= 1
            default:
                return unknown
            }
            index += 1
        }
        guard !expectsOperand else { return unknown }
        while let top = operators.popLast() {
            guard reduce(top) else { return unknown }
        }
        guard operands.count == 1, let result = operands.first else { return unknown }
        return result
    }

    /// A name, `true`/`false`, or a test with its argument; and the token after it.
    private static func operand(at index: Int, limit: Int, in file: SwiftLexedFile) -> (CompilationCondition, Int)? {
        let name = file.text(ofToken: index)
        guard index + 1 < limit, file.tokens[index + 1].kind == .leftParen, file.tokens[index + 1].startsLine == false else {
            switch name {
            case "true": return (.literal(true), index + 1)
            case "false": return (.literal(false), index + 1)
            default: return (.flag(name), index + 1)
            }
        }
        let close = Int(file.tokens[index + 1].link)
        guard close > index + 1, close < limit else { return nil }
        let argument = close == index + 2
            ? "" : file.text(Int(file.tokens[index + 2].start)..<Int(file.tokens[close - 1].end)).filter { !$0.isWhitespace }
        let written = "\(name)(\(argument))"
        let condition: CompilationCondition
        switch name {
        case "os": condition = .os(argument)
        case "arch": condition = .arch(argument)
        case "targetEnvironment": condition = .targetEnvironment(argument)
        case "canImport":
            let module = argument.split(separator: ",").first.map(String.init) ?? ""
            condition = argument.contains(",") && module != "XCTest" ? .unknown(written) : .canImport(module)
        case "swift", "compiler":
            condition = versionCheck(name, argument).map(CompilationCondition.version) ?? .unknown(written)
        default:
            condition = .unknown(written)
        }
        return (condition, close + 1)
    }

    /// `>=5.9` or `<6`.
    private static func versionCheck(_ function: String, _ argument: String) -> CompilationCondition.VersionCheck? {
        let isAtLeast = argument.hasPrefix(">=")
        guard isAtLeast || argument.hasPrefix("<") else { return nil }
        let numbers = argument.dropFirst(isAtLeast ? 2 : 1).split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !numbers.isEmpty, numbers.count <= 5, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return CompilationCondition.VersionCheck(function: function, isAtLeast: isAtLeast, version: numbers.compactMap { $0 })
    }
}
