import CatalogKitLite

/// Fuzzes the format-specifier parser: tokens must cover the text exactly, in order, and the
/// argument signature must never crash, with or without substitutions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatSpecifiers(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let tokens = FormatTokenizer.tokenize(text)
    var rejoined = ""
    var end = text.startIndex
    for token in tokens {
        precondition(token.range.lowerBound == end, "tokens leave a gap or overlap")
        rejoined += token.text(in: text)
        end = token.range.upperBound
    }
    precondition(end == text.endIndex && rejoined == text, "tokens do not cover the text")
    // The same text as a substitution branch and as the parent of one.
    let spec = SubstitutionSpec(name: "n", argNum: count % 3 == 0 ? nil : 1 + count % 4, formatSpecifier: "lld", variantValues: [text, "%arg"])
    let signature = ArgumentSignature(text: text + " %#@n@", substitutions: [spec])
    for diagnostic in signature.diagnostics { precondition(!diagnostic.message.isEmpty, "a diagnostic without a message") }
    _ = ArgumentSignature(text: text, substitutions: [], isFormatted: true).typeClasses
    return 0
}
