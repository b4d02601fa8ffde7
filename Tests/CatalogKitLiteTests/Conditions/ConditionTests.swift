import Foundation
import Testing
@testable import CatalogKitLite

/// `#if` conditions: parsed with Swift's precedence, split into clauses with the code each covers,
/// and decided in three values for a build.
struct ConditionTests {
    private func clauses(_ source: String) throws -> [ConditionalClause] {
        ConditionalClause.clauses(in: try SwiftLexer.lex(Array(source.utf8)))
    }

    private func condition(_ text: String) throws -> CompilationCondition {
        let found = try clauses("#if \(text)\nlet x = 1\n#endif\n")
        return try #require(found.first).condition
    }

    @Test func parsesWithSwiftsPrecedence() throws {
        #expect(try condition("DEBUG") == .flag("DEBUG"))
        #expect(try condition("!DEBUG") == .not(.flag("DEBUG")))
        #expect(try condition("A || B && !C") == .any([.flag("A"), .all([.flag("B"), .not(.flag("C"))])]))
        #expect(try condition("(A || B) && C") == .all([.any([.flag("A"), .flag("B")]), .flag("C")]))
        #expect(try condition("A && B && C && D") == .all([.flag("A"), .flag("B"), .flag("C"), .flag("D")]), "a chain is one list")
        #expect(try condition("!!A") == .not(.not(.flag("A"))))
        #expect(try condition("os(iOS) || os( macOS )") == .any([.os("iOS"), .os("macOS")]))
        #expect(try condition("targetEnvironment(simulator)") == .targetEnvironment("simulator"))
        #expect(try condition("canImport(XCTest)") == .canImport("XCTest"))
        #expect(try condition("canImport(UIKit, _version: 14)") == .unknown("canImport(UIKit,_version:14)"))
        #expect(try condition("swift(>=5.9)") == .version(.init(function: "swift", isAtLeast: true, version: [5, 9])))
        #expect(try condition("compiler(<6.0.1)") == .version(.init(function: "compiler", isAtLeast: false, version: [6, 0, 1])))
        #expect(try condition("arch(arm64) && true") == .all([.arch("arm64"), .literal(true)]))
        #expect(try condition("hasFeature(Embedded)") == .unknown("hasFeature(Embedded)"))
        #expect(try condition("A &&\n   B") == .all([.flag("A"), .flag("B")]), "a line that ends with && goes on")
        #expect(try condition("(A ||\n B)") == .any([.flag("A"), .flag("B")]), "an open parenthesis goes on")
        #expect(try condition("A B") == .unknown("A B"))
        #expect(try condition("A &&") == .unknown("A && let x = 1"), "the condition goes on to the next line, and makes no sense")
        #expect(try condition("(A") == .unknown("(A let x = 1"))
        #expect(try condition("A)") == .unknown("A)"))
        let deep = String(repeating: "(", count: 40) + "A" + String(repeating: ")", count: 40)
        guard case .unknown = try condition(deep) else {
            Issue.record("parentheses nested deeper than the limit are read")
            return
        }
        #expect(try condition(String(repeating: "(", count: 20) + "A" + String(repeating: ")", count: 20)) == .flag("A"))
        let long = (0..<5000).map { "A\($0)" }.joined(separator: " && ")
        guard case .unknown = try condition(long) else {
            Issue.record("a condition of more tokens than the limit is read")
            return
        }
    }

    @Test func clausesCoverTheirCode() throws {
        let source = """
            let a = 1
            #if DEBUG
            let b = 2
            #elseif os(macOS)
            let c = 3
              #if canImport(XCTest)
              let d = 4
              #endif
            #else
            let e = 5
            #endif
            Text("x")
            #if os(iOS)
                .accessibilityLabel("y")
            #endif
            #endif
            #else
            """
        let found = try clauses(source)
        func offset(_ text: String) throws -> Int { try #require(source.range(of: text)).lowerBound.utf16Offset(in: source) }
        func covering(_ text: String) throws -> [String] { found.filter { $0.range.contains(try! offset(text)) }.map(\.written) }
        #expect(try covering("let a") == [])
        #expect(try covering("let b") == ["#if DEBUG (line 2)"])
        #expect(try covering("let c") == ["#elseif os(macOS) (line 4)"])
        #expect(try covering("let d") == ["#elseif os(macOS) (line 4)", "#if canImport(XCTest) (line 6)"])
        #expect(try covering("let e") == ["#else of #if DEBUG (line 9)"])
        #expect(try covering(".accessibilityLabel") == ["#if os(iOS) (line 13)"], "a clause inside a modifier chain")
        let elseClause = try #require(found.first { $0.directive == "#else" })
        #expect(elseClause.requirement == .all([.not(.flag("DEBUG")), .not(.os("macOS"))]))
        let elseIf = try #require(found.first { $0.directive == "#elseif" })
        #expect(elseIf.requirement == .all([.os("macOS"), .not(.flag("DEBUG"))]))
        #expect(found.count == 5, "a stray #endif and #else are ignored")
        let unclosed = try clauses("#if BETA\nlet x = 1\n")
        #expect(unclosed.first?.range.upperBound == 19, "a block never closed ends with the file")
    }

    @Test func decidesConditionsInThreeValues() throws {
        let release = BuildEnvironment(setConditions: ["RELEASE"], possibleConditions: ["MAYBE"], conditionsAreComplete: true, os: "iOS", isCatalyst: false, swiftVersion: [6])
        #expect(release.evaluate(.flag("RELEASE")) == true)
        #expect(release.evaluate(.flag("DEBUG")) == false)
        #expect(release.evaluate(.flag("BETA")) == false, "complete settings: a name not set is off")
        #expect(release.evaluate(.flag("MAYBE")) == nil)
        #expect(BuildEnvironment.release.evaluate(.flag("SKIP")) == false, "Skip's Android-only code, even where settings are unknown")
        #expect(BuildEnvironment(setConditions: ["SKIP"]).evaluate(.flag("SKIP")) == true, "unless the build sets it")
        #expect(release.evaluate(.os("iOS")) == true && release.evaluate(.os("watchOS")) == false)
        #expect(release.evaluate(.canImport("XCTest")) == false && release.evaluate(.canImport("UIKit")) == true)
        #expect(release.evaluate(.canImport("AppKit")) == false && release.evaluate(.canImport("SwiftUI")) == true)
        #expect(release.evaluate(.canImport("SomeVendorKit")) == nil)
        #expect(release.evaluate(.targetEnvironment("simulator")) == false)
        #expect(release.evaluate(.targetEnvironment("macCatalyst")) == false)
        #expect(release.evaluate(.arch("arm64")) == nil)
        #expect(release.evaluate(.version(.init(function: "swift", isAtLeast: true, version: [5, 9]))) == true)
        #expect(release.evaluate(.version(.init(function: "swift", isAtLeast: false, version: [6]))) == false)
        #expect(release.evaluate(.version(.init(function: "compiler", isAtLeast: true, version: [5, 9]))) == true)
        #expect(release.evaluate(.version(.init(function: "compiler", isAtLeast: true, version: [6, 1]))) == nil)
        #expect(release.evaluate(.any([.flag("DEBUG"), .arch("x86_64")])) == nil)
        #expect(release.evaluate(.all([.flag("DEBUG"), .arch("x86_64")])) == false)
        #expect(release.evaluate(.not(.flag("MAYBE"))) == nil)
        let catalyst = BuildEnvironment(os: "iOS", isCatalyst: true)
        #expect(catalyst.evaluate(.os("iOS")) == true && catalyst.evaluate(.os("macOS")) == false)
        #expect(catalyst.evaluate(.targetEnvironment("macCatalyst")) == true && catalyst.evaluate(.canImport("AppKit")) == false)
        let unknown = BuildEnvironment.release
        #expect(unknown.evaluate(.flag("DEBUG")) == false, "a release build sets no DEBUG")
        #expect(unknown.evaluate(.flag("BETA")) == nil && unknown.evaluate(.os("macOS")) == nil)
        #expect(unknown.evaluate(.canImport("XCTest")) == false)
        // VoiceOver runs on Apple's systems: hyperfocal's `#if canImport(AVFoundation)` … `#else`
        // (its Windows and Linux code) keeps the `#else` out of every build that matters.
        #expect(unknown.evaluate(.canImport("AVFoundation")) == true && unknown.evaluate(.canImport("Glibc")) == false)
        #expect(unknown.evaluate(.os("Linux")) == false && unknown.evaluate(.os("Windows")) == false)
        let tests = BuildEnvironment(isTestBuild: true)
        #expect(tests.evaluate(.canImport("XCTest")) == true)
    }
}
