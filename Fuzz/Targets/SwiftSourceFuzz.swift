@testable import CatalogKitLite

/// Fuzzes the Swift lexer and the accessibility-call recogniser: any bytes must give a scan or a
/// source error, never a crash, a hang or a stack overflow. Tokens lie inside the input, in order,
/// with bracket links that point at each other; every position reported lies inside the input; and
/// the recogniser with configured routines gives the same uses for the same calls, only judged more.
///
/// Deep nesting beyond the size cap: an input `OPEN␟MIDDLE␟CLOSE` (0x1F between the parts) is also
/// read nested, `OPEN` repeated 10,000 times, then `MIDDLE`, then `CLOSE` as often (at most 4 MB), and
/// as a module of two files (the input and the nested one). A reader whose time or memory grows
/// faster than the file runs past `-timeout` or `-rss_limit_mb`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    let result = fuzzOneSwiftFile(input)
    if let nested = nested(input) {
        _ = fuzzOneSwiftFile(nested)
        for scanned in AccessibilityCallRecognizer().scan(module: [input, nested]) {
            if case .success(let scan) = scanned {
                for use in scan.uses { precondition(use.element >= 1, "a use without an element") }
            }
        }
    }
    return result
}

/// The nested form of an input `OPEN␟MIDDLE␟CLOSE`, or `nil` for another input.
private func nested(_ input: [UInt8]) -> [UInt8]? {
    let parts = input.split(separator: 0x1F, maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty else { return nil }
    let depth = min(10_000, 4_000_000 / max(1, parts[0].count + parts[2].count))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(depth * (parts[0].count + parts[2].count) + parts[1].count)
    for _ in 0..<depth { bytes += parts[0] }
    bytes += parts[1]
    for _ in 0..<depth { bytes += parts[2] }
    return bytes
}

/// The checks on one file's bytes.
private func fuzzOneSwiftFile(_ bytes: [UInt8]) -> CInt {
    let count = bytes.count
    let plain: SourceScan
    do {
        plain = try AccessibilityCallRecognizer().scan(bytes)
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.position.offset <= count && error.position.line >= 1 && error.position.column >= 1, "an error outside the input")
        return 0
    }
    guard let file = try? SwiftLexer.lex(bytes) else { preconditionFailure("the lexer failed where the scan did not") }
    var previousStart: Int32 = -1
    for (index, token) in file.tokens.enumerated() {
        precondition(token.start >= previousStart && token.start < token.end && Int(token.end) <= count, "a token out of order or outside the input")
        previousStart = token.start
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace, .rightParen, .rightBracket, .rightBrace:
            if token.link >= 0 { precondition(file.tokens[Int(token.link)].link == Int32(index), "a bracket link that does not point back") }
        case .string:
            let literal = file.literals[Int(token.link)]
            precondition(Int(literal.token) == index && literal.tokenEnd > literal.token, "a literal that does not know its token")
            _ = file.decodedLiteral(at: index)
        default:
            break
        }
    }
    for use in plain.uses {
        precondition(use.callPosition.offset < count && use.argumentPosition.offset < count && use.element >= 1, "a use outside the input")
        precondition(use.callPosition.line >= 1 && use.callPosition.column >= 1, "a position before the start")
    }
    let lines = file.lines.line(at: count)
    for line in plain.suppressedRules.keys { precondition(line >= 1 && line <= lines, "a suppression outside the file") }
    guard let routed = try? AccessibilityCallRecognizer(localizationRoutines: ["L10n.tr", ".localized"]).scan(bytes) else {
        preconditionFailure("routines changed whether the file can be read")
    }
    precondition(routed.uses.map(\.callPosition) == plain.uses.map(\.callPosition), "routines changed which calls are uses")
    return 0
}
