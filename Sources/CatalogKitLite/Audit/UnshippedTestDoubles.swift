/// Test doubles an app target compiles: Vittora's `MockTransactionRepository`, made only as a
/// fallback (`dependencies.transactionRepository ?? MockTransactionRepository()`) that launch always
/// fills. The texts a mock, fake, stub or dummy gives ("Coffee", "Lunch", "Sample") are sample data
/// for tests and previews, not the app's words: a translator has nothing to translate there, so the
/// uses inside are set aside like those under `#if DEBUG`.
enum UnshippedTestDoubles {
    /// Moves the uses inside the declarations and extensions of test doubles into `skipped`.
    static func separate(_ sources: inout [ScannedSource], files: [SwiftLexedFile?]) {
        UnshippedTypes.setAside(&sources, files: files) { file in
            file.typeBodies(["struct", "class", "enum", "actor", "extension"]).compactMap { type -> (Range<Int>, String)? in
                let name = file.text(ofToken: type.name)
                guard let word = MadeUpData.testDoubleWord(in: name) else { return nil }
                return (type.body, "\(name) is a test double (\(word)): its texts are sample data")
            }
        }
    }
}
