import CatalogKitLite
import Foundation

/// What a timed child does: read every `.swift` file under the folders, and (for `__scan`) lex it
/// and recognise its accessibility calls on one thread, as `check` does per file. Prints
/// `files=`, `bytes=`, `uses=` and `errors=` for the launcher to check.
enum SourceWorkload {
    /// The `.swift` files under the folders, sorted by path: a walk of `contentsOfDirectory` and
    /// `lstat` as the tool's discovery makes (hidden folders and links left out), not Foundation's
    /// directory enumerator, whose path handling cost an eighth of a whole read.
    static func swiftFiles(under folders: [String]) -> [String] {
        var paths: [String] = []
        var pending = folders
        while let folder = pending.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG where name.hasSuffix(".swift"): paths.append(path)
                default: break
                }
            }
        }
        return paths.sorted()
    }

    /// Reads every file of the folders; for `__scan`, lexes and recognises each folder's files as
    /// one module (their declarations and helpers seen together, as `check` sees a module's).
    static func scan(folders: [String], recognise: Bool) -> Never {
        let recognizer = AccessibilityCallRecognizer()
        var files = 0
        var bytes = 0
        var uses = 0
        var errors = 0
        for folder in folders {
            var contents: [[UInt8]] = []
            for path in swiftFiles(under: [folder]) {
                guard let content = try? FileBytes.read(path: path) else {
                    errors += 1
                    continue
                }
                files += 1
                bytes += content.count
                contents.append(content)
            }
            guard recognise else { continue }
            for result in recognizer.scan(module: contents) {
                switch result {
                case .success(let scan): uses += scan.uses.count
                case .failure: errors += 1
                }
            }
        }
        print("files=\(files)\nbytes=\(bytes)\nuses=\(uses)\nerrors=\(errors)")
        exit(0)
    }
}
