import Foundation
import Testing
import TestSupport

/// A Swift file that cannot be read is reported with its id, place and reason, exit 2, and the other
/// files are still checked.
struct SourceProblemTests {
    @Test func unreadableSwiftFilesAreReportedAndTheRestIsChecked() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("App/Broken.swift", "import UIKit\nlet title = \"never closed\n")
        _ = try folder.write("App/Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]))
        _ = try folder.write("App/Good.swift", "func setUp() {\n    closeButton.accessibilityLabel = \"Close\"\n}\n")
        let run = try ToolRunner.run(["check", "App"], in: folder.url)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.output.contains("App/Broken.swift:2:13: error: "), "\(run.output)")
        #expect(run.output.contains("[swift-syntax]"))
        #expect(run.output.contains("App/Latin1.swift:1:10: error: the file is not UTF-8 (byte 0xE9) [io-error]"), "\(run.output)")
        #expect(run.output.contains("App/Good.swift:2:38: error: "), "the good file is still checked: \(run.output)")
        #expect(run.output.contains("[hardcoded-accessibility-string]"))
    }
}
