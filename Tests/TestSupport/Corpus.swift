import Foundation

/// Where the shared test corpus is: `XCSTRINGS_A11Y_CORPUS`, else `../shared/corpus` beside the
/// package. Tests that need it are skipped, visibly, when it is absent; `.ci/run` sets the variable
/// and fails when the corpus is missing, so CI never skips them.
public enum Corpus {
    /// The corpus folder, or `nil` when it is not on this machine.
    public static let root: URL? = {
        let environment = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_CORPUS"]
        let candidates: [String?] = [environment, Package.root.appendingPathComponent("../shared/corpus").standardizedFileURL.path]
        for case let path? in candidates where FileManager.default.fileExists(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        return nil
    }()

    /// Whether the corpus is available.
    public static var isAvailable: Bool { root != nil }

    /// The folder of real catalogs.
    public static var real: URL? { root?.appendingPathComponent("real") }

    /// The JSONTestSuite parsing files.
    public static var jsonTestSuite: URL? { root?.appendingPathComponent("json-test-suite/test_parsing") }

    /// Every `.xcstrings` file under the real corpus, sorted by path.
    public static func realCatalogs() -> [URL] {
        guard let real else { return [] }
        return files(under: real).filter { $0.pathExtension == "xcstrings" }
    }

    /// Every regular file under a folder, sorted by path.
    public static func files(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }
}

/// The package being tested.
public enum Package {
    /// The package's root folder (where `Package.swift` is), found from this source file.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()
}
