import Testing
@testable import CatalogKitLite

/// A command line in a label or a placeholder ("brew install --cask app") is typed alike in every
/// language: no hard-coded wording. Its chunks split at ASCII white space, tabs and line breaks too.
struct CommandLineTextTests {
    @Test func commandsWithAnOptionAreCommandLines() {
        #expect(ValueJudge.isCommandLine("brew install --cask iterm2"))
        #expect(ValueJudge.isCommandLine("ls -la"))
        #expect(ValueJudge.isCommandLine("npm\tinstall -g\nhermes"))
        #expect(ValueJudge.isCommandLine("git clone -b main repo\r\n"))
    }

    @Test func proseAndCommandsWithoutAnOptionAreNot() {
        #expect(!ValueJudge.isCommandLine("Sign in - required"))
        #expect(!ValueJudge.isCommandLine("no options here"))
        #expect(!ValueJudge.isCommandLine("café -x"), "a program name is ASCII")
        #expect(!ValueJudge.isCommandLine("ls\u{00A0}-la"), "only ASCII white space separates a command's parts")
        #expect(!ValueJudge.isCommandLine("tool -"), "an option is a letter after its dashes")
        #expect(!ValueJudge.isCommandLine("-v"), "a program comes first")
    }
}
