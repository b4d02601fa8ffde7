import Foundation
@testable import CatalogKitLite

/// Fuzzes the YAML reader and the XcodeGen reader on top of it: any bytes must give a document (and
/// a project) or an error with a line and column, never a crash, a hang or a stack overflow. Every
/// position lies inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    do throws(YAMLSyntaxError) {
        let root = try YAMLReader.parse(bytes)
        var pending = [root]
        while let value = pending.popLast() {
            precondition(value.position.offset <= count && value.position.line >= 1, "a value outside the input")
            switch value.content {
            case .sequence(let items): pending += items
            case .mapping(let entries):
                for entry in entries {
                    precondition(entry.keyPosition.offset <= count, "a key outside the input")
                    pending.append(entry.value)
                }
            default: break
            }
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.position.offset <= count && error.position.line >= 1 && error.position.column >= 1, "an error outside the input")
        return 0
    }
    // As an XcodeGen spec (its includes and sources name nothing that exists).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yaml-fuzz-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let spec = folder + "/project.yml"
    guard FileManager.default.createFile(atPath: spec, contents: Data(bytes)) else { return 0 }
    do throws(ProjectProblem) {
        let project = try XcodeGenProjectReader.read(spec: spec, workingDirectory: "/")
        for target in project.targets {
            for configuration in target.configurations { _ = configuration.compilationConditions(for: nil) }
            _ = target.membership.compiles(folder + "/App/Main.swift")
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    return 0
}
