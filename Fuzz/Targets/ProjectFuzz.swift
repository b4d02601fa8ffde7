@testable import CatalogKitLite

/// Fuzzes the old-style property-list reader and the Xcode project reader on top of it: any bytes
/// must give a project or an error with a message, never a crash, a hang or a stack overflow. Every
/// value and every position lies inside the input, and a project read twice is read the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    do {
        let document = try PropertyListReader.parse(bytes)
        var pending = [document.root]
        while let value = pending.popLast() {
            precondition(value.offset >= 0 && value.offset <= count, "a value outside the input")
            switch value.content {
            case .array(let items): pending += items
            case .dictionary(let entries):
                for entry in entries.entries {
                    precondition(entry.keyOffset <= count, "a key outside the input")
                    pending.append(entry.value)
                }
            default: break
            }
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.position.offset <= count && error.position.line >= 1 && error.position.column >= 1, "an error outside the input")
    }
    // The project reader: the .xcconfig files it may name do not exist, which it must report.
    let read = { () -> String in
        do throws(ProjectProblem) {
            let project = try PBXProjectReader.read(bytes, file: "App.xcodeproj/project.pbxproj", xcodeproj: "App.xcodeproj", absolute: "/nonexistent-fuzz/App.xcodeproj")
            for target in project.targets {
                precondition(!target.name.isEmpty, "a target without a name")
                for configuration in target.configurations {
                    _ = configuration.compilationConditions(for: nil)
                    _ = configuration.platforms
                }
                _ = BuildEnvironment.shippingBuilds(of: target)
            }
            for problem in project.problems { precondition(!problem.message.isEmpty && (problem.position?.offset ?? 0) <= count, "a bad problem") }
            return "\(project.targets.map { "\($0.name) \($0.kind) \($0.membership.swiftFiles.sorted())" }) \(project.problems.count)"
        } catch {
            precondition(!error.message.isEmpty && (error.position?.offset ?? 0) <= count, "a bad error")
            return "error \(error.message)"
        }
    }
    precondition(read() == read(), "the same bytes read differently")
    return 0
}
