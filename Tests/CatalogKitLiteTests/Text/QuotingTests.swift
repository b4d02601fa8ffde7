import Testing
@testable import CatalogKitLite

/// The one way messages quote text, its fast path for plain ASCII included.
struct QuotingTests {
    @Test(arguments: [
        "Play", "", "line one\nline two", String(repeating: "a", count: 80), String(repeating: "b", count: 81),
        String(repeating: "c\n", count: 60), "crlf\r\nkept", "Grüße\naus Köln", String(repeating: "ü", count: 90),
        String(repeating: "d", count: 81) + "\u{301}", String(repeating: "e", count: 82) + "\u{301}", String(repeating: "f", count: 79) + "\r\n",
        String(repeating: "g", count: 80) + "\r\n", String(repeating: "h\n", count: 45) + "Köln", String(repeating: "i", count: 300) + "ü",
    ])
    func quoteMatchesAScalarByScalarReference(_ text: String) {
        // The reference: at most 80 scalars, then "…"; control characters escaped.
        let scalars = Array(text.unicodeScalars)
        var expected = "\""
        for scalar in scalars.prefix(80) {
            switch scalar {
            case "\n": expected += "\\n"
            case "\r": expected += "\\r"
            case "\t": expected += "\\t"
            default: expected.unicodeScalars.append(scalar)
            }
        }
        expected += (scalars.count > 80 ? "…" : "") + "\""
        #expect(quoted(text) == expected)
        var bytes: [UInt8] = []
        if appendQuotedIfPlain(text.utf8, limit: 80, to: &bytes) {
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "the fast path")
        }
    }
}
