import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Runs the reader on every file of JSONTestSuite's `test_parsing`: `y_` files must be accepted,
/// `n_` files rejected with a message, `i_` files handled either way without a crash.
@Suite(.requires(.corpus))
struct JSONTestSuiteTests {
    static let files: [URL] = Corpus.jsonTestSuite.map { Corpus.files(under: $0) } ?? []

    @Test func suiteIsComplete() {
        #expect(Self.files.filter { $0.lastPathComponent.hasPrefix("y_") }.count == 95)
        #expect(Self.files.filter { $0.lastPathComponent.hasPrefix("n_") }.count == 188)
        #expect(Self.files.filter { $0.lastPathComponent.hasPrefix("i_") }.count == 35)
    }

    @Test(arguments: files.filter { $0.lastPathComponent.hasPrefix("y_") })
    func accepts(_ file: URL) throws {
        let bytes = try Data(contentsOf: file)
        #expect(throws: Never.self, "\(file.lastPathComponent)") { try JSONReader.parse(bytes) }
    }

    @Test(arguments: files.filter { $0.lastPathComponent.hasPrefix("n_") })
    func rejects(_ file: URL) throws {
        let bytes = try Data(contentsOf: file)
        let error = #expect(throws: JSONSyntaxError.self, "\(file.lastPathComponent)") { try JSONReader.parse(bytes) }
        #expect(error?.message.isEmpty == false)
        if let position = error?.position {
            #expect(position.line >= 1 && position.column >= 1 && position.offset <= bytes.count)
        }
    }

    @Test(arguments: files.filter { $0.lastPathComponent.hasPrefix("i_") })
    func handlesImplementationDefined(_ file: URL) throws {
        let bytes = try Data(contentsOf: file)
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    /// The reader agrees with Foundation on the values of every accepted file.
    @Test(arguments: files.filter { $0.lastPathComponent.hasPrefix("y_") })
    func agreesWithFoundation(_ file: URL) throws {
        let bytes = try Data(contentsOf: file)
        let ours = try JSONReader.parse(bytes).value
        let theirs = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
        #expect(Self.equivalent(ours, theirs), "\(file.lastPathComponent)")
    }

    static func equivalent(_ value: JSONValue, _ other: Any) -> Bool {
        switch value.content {
        case .object(let members):
            guard let dictionary = other as? [String: Any] else { return false }
            // Foundation keeps one of several duplicates; compare the last, which it keeps on Linux
            // and Darwin alike for the suite's files.
            let names = Set(members.map(\.name))
            return names.count == dictionary.count && names.allSatisfy { name in
                guard let theirs = dictionary[name], let ours = value[member: name] else { return false }
                return equivalent(ours, theirs) || members.filter { $0.name == name }.contains { equivalent($0.value, theirs) }
            }
        case .array(let elements):
            guard let array = other as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { equivalent($0, $1) }
        case .string(let text):
            return (other as? String) == text
        case .number(let text):
            guard let number = other as? NSNumber, let ours = Double(text) else { return false }
            // Foundation rounds some extreme spellings differently in the last bits.
            let theirs = number.doubleValue
            return theirs == ours || abs(theirs - ours) <= abs(ours) * 1e-12
        case .bool(let flag):
            guard let number = other as? NSNumber else { return false }
            return number.boolValue == flag
        case .null:
            return other is NSNull
        }
    }
}
