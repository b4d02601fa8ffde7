import Testing
@testable import CatalogKitLite

/// The lexer: every literal and comment form, positions, errors, and nesting without recursion.
struct SwiftLexerTests {
    func lex(_ source: String) throws -> SwiftLexedFile {
        try SwiftLexer.lex(Array(source.utf8))
    }

    /// The top-level tokens' texts (a literal's interpolation tokens are skipped).
    func texts(_ source: String) throws -> [String] {
        let file = try lex(source)
        var result: [String] = []
        var index = 0
        while index < file.tokens.count {
            result.append(file.text(ofToken: index))
            index = file.next(after: index)
        }
        return result
    }

    func lexError(_ source: String) -> SourceError? {
        do {
            _ = try SwiftLexer.lex(Array(source.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// The decoded literal of the first string token.
    func literal(_ source: String) throws -> SwiftStringLiteral {
        let file = try lex(source)
        let index = try #require(file.tokens.firstIndex { $0.kind == .string })
        return file.decodedLiteral(at: index)
    }

    // MARK: Comments

    @Test func lineAndDocCommentsAreNotTokens() throws {
        #expect(try texts("a // b(\"c\")\n/// doc .accessibilityLabel(\"x\")\nd") == ["a", "d"])
        let file = try lex("a // one\n/// two\nb")
        #expect(file.comments.count == 2)
        #expect(file.tokens[1].startsLine)
    }

    @Test func blockCommentsNest() throws {
        #expect(try texts("a /* one /* two */ still comment */ b") == ["a", "b"])
        #expect(try texts("/** doc /* x */ */ c") == ["c"])
        #expect(try lex("a /* x\n */ b").tokens[1].startsLine)
        #expect(try !lex("a /* x */ b").tokens[1].startsLine)
    }

    @Test func unterminatedBlockCommentIsAnErrorWhereItStarts() throws {
        let error = try #require(lexError("let a = 1\n  /* one /* two */ never closed"))
        #expect(error.position == SourcePosition(line: 2, column: 3, offset: 12))
        #expect(error.message.contains("unterminated block comment"))
    }

    @Test func anOperatorEndsBeforeAComment() throws {
        #expect(try texts("a+/* c */b") == ["a", "+", "b"])
        #expect(try texts("a+// c\nb") == ["a", "+", "b"])
    }

    // MARK: String literals

    @Test func singleLineEscapes() throws {
        let decoded = try literal(#"x = "a\n\t\"\\\0\'\u{E9}\u{1F600}z""#)
        #expect(decoded.plainText == "a\n\t\"\\\0'é😀z")
        #expect(decoded.position == SourcePosition(line: 1, column: 5, offset: 4))
    }

    @Test func malformedEscapesAreKeptAsWritten() throws {
        #expect(try literal(#""\q\u{D800}\u{zz}""#).plainText == #"\q\u{D800}\u{zz}"#)
    }

    @Test func emptyStringIsNotAMultiLineOpener() throws {
        #expect(try texts(#"a = "" + b"#) == ["a", "=", "\"\"", "+", "b"])
    }

    @Test func unterminatedStringIsAnErrorWhereItStarts() throws {
        let error = try #require(lexError("let x = \"abc\nlet y = 1"))
        #expect(error.position == SourcePosition(line: 1, column: 9, offset: 8))
        #expect(error.message == "unterminated string literal")
        #expect(lexError("\"abc") != nil)
        #expect(lexError("\"abc\\") != nil)
    }

    @Test func multiLineStripsTheClosingIndentation() throws {
        let source = "let x = \"\"\"\n    Hello\n      World\n\n    \"\"\"\n"
        #expect(try literal(source).plainText == "Hello\n  World\n")
    }

    @Test func multiLineLineContinuationAndCRLF() throws {
        let source = "x = \"\"\"\r\n    one \\\r\n    two\r\n    three\r\n    \"\"\""
        #expect(try literal(source).plainText == "one two\nthree")
    }

    @Test func multiLineMayHoldQuotes() throws {
        let source = "x = \"\"\"\n  say \"hi\" and \"\"\\\"\n  \"\"\"\ny"
        #expect(try literal(source).plainText == "say \"hi\" and \"\"\"")
        #expect(try texts(source).last == "y")
    }

    @Test func unterminatedMultiLineIsAnError() throws {
        let error = try #require(lexError("a\nb = \"\"\"\n text\n"))
        #expect(error.position.line == 2 && error.position.column == 5)
        #expect(error.message.contains("multi-line"))
    }

    @Test func rawStringsNeedTheirHashes() throws {
        #expect(try literal(##"x = #"a\n\(b)"#"##).plainText == #"a\n\(b)"#)
        #expect(try literal(###"x = ##"say "# and "#"##"###).plainText == ##"say "# and "#"##)
        let interpolated = try literal(##"x = #"a\#(count)b\#n"#"##)
        #expect(interpolated.segments == [.text("a"), .interpolation("count"), .text("b\n")])
        #expect(try literal("x = #\"\"\"\n  raw \\n\n  \"\"\"#").plainText == "raw \\n")
    }

    /// `#"""#` is a raw literal of one quote, as Swift's lexer reads it (Hermex's
    /// `replacingOccurrences(of: #"\""#, with: #"""#)`, 53rd study): not the start of a multi-line one.
    @Test func aRawLiteralOfOneQuoteIsNoMultiLineLiteral() throws {
        #expect(try literal(###"x = #"""#"###).plainText == "\"")
        #expect(try literal(####"x = ##"""##"####).plainText == "\"")
        #expect(try texts(###"a(of: #"\""#, with: #"""#) + b"###) == ["a", "(", "of", ":", ###"#"\""#"###, ",", "with", ":", ###"#"""#"###, ")", "+", "b"])
    }

    @Test func interpolationsNestParenthesesStringsAndClosures() throws {
        let decoded = try literal(#"x = "a\(f(x, "b)", (1)))c\(items.map { "\($0) )" }.joined())d""#)
        #expect(decoded.segments == [
            .text("a"), .interpolation(#"f(x, "b)", (1))"#), .text("c"), .interpolation(#"items.map { "\($0) )" }.joined()"#), .text("d"),
        ])
        // The tokens after the literal are the file's again.
        #expect(try texts(#"x = "\(a("\(b)"))" + y"#) == ["x", "=", #""\(a("\(b)"))""#, "+", "y"])
    }

    @Test func interpolationNeverClosedIsAnError() throws {
        let error = try #require(lexError("let s = \"a\\(b\n"))
        #expect(error.position == SourcePosition(line: 1, column: 9, offset: 8))
    }

    // MARK: Regex literals, identifiers, numbers, directives

    @Test func regexLiteralsWhereAnExpressionStarts() throws {
        #expect(try texts(#"let r = /"[a-z]+"/"#) == ["let", "r", "=", #"/"[a-z]+"/"#])
        #expect(try lex(#"f(/a\/b"/, 1)"#).tokens.map(\.kind).contains(.regex))
        #expect(try texts(#"if x.contains(#/a"b/#) {}"#).contains(#"#/a"b/#"#))
        #expect(try texts("r = #/\n  a \" b\n/#\nnext").last == "next")
        #expect(try texts(##"r = ##/a/#b/##"##) == ["r", "=", ##"##/a/#b/##"##])
    }

    @Test func divisionIsNeverARegex() throws {
        for source in ["a / b / c", "let h = width / 2 / scale", "(x) / 2 / 3", "[1].map { $0 / 2 } + [y / 3]", "x! / y / z", "f(a / b, c / d)"] {
            #expect(try lex(source).tokens.allSatisfy { $0.kind != .regex }, "\(source)")
        }
        // A `/` followed by white space is an operator even where a regex could start.
        #expect(try lex("x = / a /").tokens.allSatisfy { $0.kind != .regex })
    }

    @Test func unterminatedExtendedRegexIsAnError() throws {
        let error = try #require(lexError("let r = #/abc\n"))
        #expect(error.position.column == 9)
        #expect(error.message.contains("regex"))
    }

    @Test func backtickedIdentifiersNumbersAndDirectives() throws {
        #expect(try texts("let `default` = `class`") == ["let", "`default`", "=", "`class`"])
        #expect(try texts("1.5e-3 + 0x1p-3 + 1_000 + 0xE+1") == ["1.5e-3", "+", "0x1p-3", "+", "1_000", "+", "0xE", "+", "1"])
        #expect(try texts("#if DEBUG\nf()\n#else\ng()\n#endif") == ["#if", "DEBUG", "f", "(", ")", "#else", "g", "(", ")", "#endif"])
        #expect(try texts("a...b ..< c x?.y") == ["a", "...", "b", "..<", "c", "x", "?", ".", "y"])
    }

    @Test func bracketsArePaired() throws {
        let file = try lex("f(a[1], { b }) ] (")
        let open = try #require(file.tokens.firstIndex { $0.kind == .leftParen })
        #expect(file.text(ofToken: Int(file.tokens[open].link)) == ")")
        #expect(file.tokens[Int(file.tokens[open].link)].link == Int32(open))
        #expect(file.tokens.last?.link == -1)
        #expect(file.tokens[file.tokens.count - 2].link == -1)
    }

    // MARK: Bytes and positions

    @Test func notUTF8IsAnErrorWithItsPosition() throws {
        for bytes: [UInt8] in [[0x61, 0x0A, 0x62, 0xFF], [0x61, 0x0A, 0x62, 0xC0, 0x80], [0x61, 0x0A, 0x62, 0xED, 0xA0, 0x80], [0x61, 0x0A, 0x62, 0xE2, 0x82]] {
            #expect(throws: SourceError(position: SourcePosition(line: 2, column: 2, offset: 3), message: "the file is not UTF-8 (byte 0x\(hex(bytes[3])))", kind: .notUTF8)) {
                try SwiftLexer.lex(bytes)
            }
        }
    }

    @Test func positionsCountScalarsAfterAByteOrderMarkAndEveryLineEnd() throws {
        let file = try SwiftLexer.lex([0xEF, 0xBB, 0xBF] + Array("ü = 1\r\nb\rc\n  é d".utf8))
        let texts = file.tokens.indices.map { (file.text(ofToken: $0), file.position(ofToken: $0).line, file.position(ofToken: $0).column) }
        #expect(texts.map(\.0) == ["ü", "=", "1", "b", "c", "é", "d"])
        #expect(texts.map(\.1) == [1, 1, 1, 2, 3, 4, 4])
        #expect(texts.map(\.2) == [1, 3, 5, 1, 1, 3, 5])
    }

    @Test func deepNestingNeverRecurses() throws {
        let depth = 50_000
        #expect(try lex(String(repeating: "(", count: depth) + String(repeating: "]", count: depth)).tokens.count == 2 * depth)
        let interpolations = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let file = try lex(interpolations)
        #expect(file.literals.count == depth)
        #expect(file.literals[0].tokenEnd == Int32(file.tokens.count))
        #expect(try lex(String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)).comments.count == 1)
    }

    @Test func strayBytesAreTokensNotErrors() throws {
        #expect(try texts("a \u{01} # ` b") == ["a", "\u{01}", "#", "`", "b"])
    }
}
