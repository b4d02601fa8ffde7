/// Declarations named as made-up data: a test double (`MockStore`, see ``UnshippedTestDoubles``), or
/// a type or function whose name says it holds sample or test data (listall's `createSampleData()`
/// with `List(name: "Grocery Shopping")`, its `UITestDataService`, 49th study). A text written there
/// and shown through a model's property (`Text(list.name)`) is the app's data, like anything a user
/// types, not a string of the app to translate.
enum MadeUpData {
    /// The words that name a test double, as a type's name starts or ends with them.
    static let testDoubleWords = ["Mock", "Fake", "Stub", "Dummy"]

    /// Camel-case words that name sample or test data anywhere in a name (`createSampleData`,
    /// `UITestDataService`, yallasa's `enum PreviewData`), followed by the name's end or a new word:
    /// `SampleDatabase` is none.
    static let dataWords = ["SampleData", "DemoData", "SeedData", "TestData", "PreviewData", "UITest"]

    /// The word that makes a type's name a test double's: "Mock" in `MockTransactionRepository` or
    /// `RepositoryMock`, not in `Mockup` or `Stubborn` (a word of its own goes on in lower case).
    static func testDoubleWord(in name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes in testDoubleWordIndex(in: bytes).map { testDoubleWords[$0] } }
    }

    /// The index in ``testDoubleWords`` of the word a name's bytes start with (a new word after it)
    /// or end with.
    private static func testDoubleWordIndex(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        testDoubleWordBytes.indices.first { index in
            let word = testDoubleWordBytes[index]
            guard bytes.count > word.count else { return false }
            return matches(word, in: bytes, at: 0) && isUpper(bytes[word.count]) || matches(word, in: bytes, at: bytes.count - word.count)
        }
    }

    /// Whether a type or function around `token` is named as made-up data.
    static func encloses(_ token: Int, in file: SwiftLexedFile, scopes tree: SwiftScopeTree) -> Bool {
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 16 {
            let current = tree.scopes[scope]
            switch current.kind {
            case .type(let name, _):
                if isNamedAsMadeUp(name) { return true }
            case .function:
                if let name = functionName(before: Int(current.open), in: file) {
                    let token = file.tokens[name]
                    let isMadeUp = file.bytes.withUnsafeBufferPointer { bytes in
                        isNamedAsMadeUp(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
                    }
                    if isMadeUp { return true }
                }
            case .file, .closure, .block:
                break
            }
            scope = Int(current.parent)
            steps += 1
        }
        return false
    }

    /// Whether a name says it is made-up data: a test double's (``testDoubleWord(in:)``, a
    /// function's or property's name read with its first letter in upper case: `mockTitle`), or
    /// one with a word of ``dataWords``; a qualified type's own name (`Outer.MockStore`).
    static func isNamedAsMadeUp(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            let own = bytes.lastIndex(of: UInt8(ascii: ".")).map { UnsafeBufferPointer(rebasing: bytes[($0 + 1)...]) } ?? bytes
            return isNamedAsMadeUp(own)
        }
    }

    /// ``isNamedAsMadeUp(_:)`` of a name's bytes, compared as bytes: every hard-coded literal asks
    /// about the names around it.
    private static func isNamedAsMadeUp(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // `MockStore`, `mockTitle`: the word first, a new word after it; `StoreMock`: last.
        if testDoubleWordIndex(in: bytes) != nil { return true }
        for word in dataWordBytes where bytes.count >= word.count {
            for start in 0...(bytes.count - word.count) where matches(word, in: bytes, at: start) {
                let end = start + word.count
                if end == bytes.count || !isLower(bytes[end]) { return true }
            }
        }
        return false
    }

    private static let testDoubleWordBytes = testDoubleWords.map { Array($0.utf8) }
    private static let dataWordBytes = dataWords.map { Array($0.utf8) }

    /// Whether `word` stands in `bytes` at `start`; at the name's start its first letter may be in
    /// lower case (`createSampleData`, `mockTitle`).
    private static func matches(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start >= 0, start + word.count <= bytes.count else { return false }
        for index in word.indices {
            let byte = bytes[start + index]
            if byte == word[index] { continue }
            if start == 0, index == 0, byte == word[0] | 0x20 { continue }
            return false
        }
        return true
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    /// The token of the name after the nearest `func` or `var` before a body's `{` on its header
    /// (`func createSampleData() -> [List] {`, `var mockTitle: String {`); `nil` for an
    /// initialiser or another body.
    private static func functionName(before open: Int, in file: SwiftLexedFile) -> Int? {
        var index = open - 1
        var steps = 0
        while index > 0, steps < 64 {
            if file.tokens[index].kind == .rightParen || file.tokens[index].kind == .rightBracket {
                index = Int(file.tokens[index].link) - 1
            } else if file.tokens[index].keyword == .func || file.tokens[index].keyword == .var {
                return index + 1 < open && file.tokens[index + 1].kind == .identifier ? index + 1 : nil
            } else if file.tokens[index].kind == .leftBrace || file.tokens[index].kind == .rightBrace {
                return nil
            } else {
                index -= 1
            }
            steps += 1
        }
        return nil
    }
}
