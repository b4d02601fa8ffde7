import CatalogKitLite
import Foundation
import Testing
import TestSupport
@testable import xcstrings_a11y

/// The command's small parts: arguments, JSON output, atomic writes.
struct CommandUnitTests {
    @Test func argumentsParse() throws {
        let options = [
            OptionSpec(name: "format", short: "f", valueName: "F", allowedValues: ["text", "json"], help: ""),
            OptionSpec(name: "report", valueName: "R", isRepeatable: true, help: ""),
            OptionSpec(name: "strict", help: ""),
        ]
        let parsed = try ArgumentParser.parse(["a", "-f", "json", "--report=x:y", "--report", "z", "--strict", "--", "--b"], options: options)
        #expect(parsed.positionals == ["a", "--b"])
        #expect(parsed.value("format") == "json" && parsed.values["report"] == ["x:y", "z"] && parsed.flag("strict"))
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--strict=yes"], options: options) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--format"], options: options) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["-f", "a", "-f", "b"], options: options) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["-x"], options: options) }
    }

    @Test func jsonOutputEscapesEverythingAndKeepsOrder() {
        let document = JSONOutput.object([
            ("z", .string("line\nbreak \"q\" \\ \u{1B}[31m \u{2028}")),
            ("a", .array([.integer(1), .bool(false), .null, .number(1.5)])),
            ("empty", .object([])),
        ])
        #expect(document.rendered(pretty: false) == #"{"z":"line\nbreak \"q\" \\ \u001b[31m \u2028","a":[1,false,null,1.5],"empty":{}}"#)
        #expect(document.rendered().hasPrefix("{\n  \"z\": "))
    }

    @Test func jsonStringsAreEscapedWhereverTheSpecialCharacterFalls() {
        // Each special character at every offset of an eight-byte word, between plain text of
        // every length, and the characters near the specials that need no escape.
        let specials = ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{202E}", "\u{2066}", "\u{2069}",
                        "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}", "€", " ", "~", "é", "日", "👍🏽", "\r\n",
                        "##[", "#[", "[", "###[[", "\u{85}", "\u{9B}"]
        for special in specials {
            for before in 0..<17 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after) + special
                    var rendered = ""
                    JSONOutput.writeString(text, to: &rendered)
                    #expect(rendered == "\"" + JSONEscapingReference.escaped(text, .report) + "\"", "\(text.unicodeScalars.map(\.value))")
                }
            }
        }
    }

    @Test func eightBytesAreTestedForEveryByteThatMayNeedAnEscape() {
        let options: [(JSONEscaping, (UInt8) -> Bool)] = [
            (.xcode, { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }),
            (.report, { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 || $0 == 0x5B || $0 == 0xC2 }),
            (JSONEscaping(escapesNonASCII: true, escapesSlash: true), { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x2F || $0 >= 0x80 }),
        ]
        for (escaping, isSpecial) in options {
            for value in 0...255 {
                let byte = UInt8(value)
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    #expect(escaping.mayNeedEscape(word) == isSpecial(byte), "byte \(value) at \(position), \(escaping)")
                }
            }
        }
    }

    /// The umask is read without being set to 0 for a moment (another thread's new file would be
    /// writable by everyone): the value is the process's, and a new file's mode leaves it out.
    @Test func theFileCreationMaskIsReadWithoutChangingIt() throws {
        let mask = FileCreationMask.current
        #expect(mask & ~0o777 == 0)
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("new.txt").path
        try AtomicFile.write("new", to: file)
        var status = stat()
        #expect(stat(file, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o666 & ~mask)
        // Creating a file with open(2) leaves out the same mask.
        let probe = folder.url.appendingPathComponent("probe.txt").path
        let descriptor = open(probe, O_CREAT | O_WRONLY, 0o666)
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(stat(probe, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o666 & ~mask, "the mask is the process's own")
    }

    @Test func atomicWriteReplacesAndKeepsPermissions() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url
        let file = folder.appendingPathComponent("out.txt").path
        try AtomicFile.write("first", to: file)
        #expect(chmod(file, 0o600) == 0)
        try AtomicFile.write("second", to: file)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "second")
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)

        // A write that cannot happen leaves the old file untouched and no temporary file behind.
        #expect(chmod(folder.path, 0o500) == 0)
        defer { chmod(folder.path, 0o700) }
        if getuid() != 0 {
            #expect(throws: FileWriteError.self) { try AtomicFile.write("third", to: file) }
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "second")
        }
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: folder.appendingPathComponent("missing/x.txt").path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
    }

    @Test func aFailedRenameLeavesTheTargetAndNoTemporaryFile() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url
        let target = try temporary.makeFolder("report.json/inside").deletingLastPathComponent()
        // The whole text is written to the temporary file; renaming it over a folder fails.
        #expect(throws: FileWriteError.self) { try AtomicFile.write(String(repeating: "x", count: 1_000_000), to: target.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test func terminalOutputNeutralisesControlCharacters() {
        #expect(UntrustedText.oneLine("ok") == "ok")
        #expect(UntrustedText.oneLine("a\u{1B}]0;x\u{7}b\nc") == "a\\u{1B}]0;x\\u{7}b\\nc")
    }
}

/// A reader that goes away must not crash the tool.
struct ClosedPipeTests {
    @Test func aClosedPipeEndsTheOutputQuietly() throws {
        let tool = ToolRunner.executable.path
        let run = try ProgramRunner.run(
            "/bin/sh", ["-c", "'\(tool)' speak \"$(printf '1.2.3 %.0s' $(seq 1 3000))\" | head -c 10 > /dev/null; echo \"${PIPESTATUS:-}\""])
        #expect(!run.error.contains("crashed") && !run.error.contains("Fatal error"), "\(run.error)")
    }
}
