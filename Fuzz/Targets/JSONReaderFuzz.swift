import CatalogKitLite

/// Fuzzes the JSON reader: any bytes must give a value or a syntax error, never a crash or a hang,
/// and every position reported must lie inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    do {
        let (value, duplicates) = try JSONReader.parse(bytes)
        precondition(value.position.offset <= count, "a value starts outside the input")
        for duplicate in duplicates {
            precondition(duplicate.firstPosition.offset < duplicate.position.offset, "a duplicate before its original")
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.position.offset <= count && error.position.line >= 1 && error.position.column >= 1, "an error outside the input")
    }
    return 0
}
