import ChildProcess
import Foundation

/// A set of files to audit: what the tool is given, and the same files listed one by one for
/// `python3` and `cat`.
struct Input {
    var name: String
    /// The tool's path arguments (a folder or a file).
    var toolPaths: [String]
    /// Every catalog, for `python3` and `cat`.
    var files: [String]
    var totalBytes: Int
    var largestFile: Int
}

/// Makes the benchmark's inputs in the work folder, or reuses them. Every generated catalog comes
/// from the reader benchmark's generator (`reader-benchmark __generate PATH KEYS SEED`), so the
/// bytes are the same on every machine.
struct Inputs {
    var workDirectory: String
    var generator: String
    var seed: UInt64

    /// Bump when the generator's output changes (the reader benchmark's `generatorVersion`).
    static let generatorVersion = 1

    /// One generated catalog of `keys` keys, named as the reader benchmark names it, so both reuse it.
    func catalog(keys: Int, seed: UInt64? = nil) throws -> String {
        let path = "\(workDirectory)/catalog-k\(keys)-s\(seed ?? self.seed)-g\(Self.generatorVersion).xcstrings"
        if FileManager.default.fileExists(atPath: path) { return path }
        try generate(path, keys: keys, seed: seed ?? self.seed)
        return path
    }

    /// One generated catalog, given to the tool as a folder that holds it alone: a file named on
    /// the command line is audited inside its project, which here is this package with every other
    /// catalog of the work folder. The folder holds a hard link to the shared catalog (or a copy).
    func single(name: String, keys: Int) throws -> Input {
        let shared = try catalog(keys: keys)
        let fileName = (shared as NSString).lastPathComponent
        let folder = "\(workDirectory)/alone-" + (fileName as NSString).deletingPathExtension
        let path = "\(folder)/\(fileName)"
        if !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            do {
                try FileManager.default.linkItem(atPath: shared, toPath: path)
            } catch {
                try FileManager.default.copyItem(atPath: shared, toPath: path)
            }
        }
        let size = Self.size(path)
        return Input(name: name, toolPaths: [folder], files: [path], totalBytes: size, largestFile: size)
    }

    /// `catalogs` catalogs of `keys` keys each, spread over `modules` module folders
    /// (`Sources/ModuleNN/Resources/CatalogNN.xcstrings`), each with its own seed.
    func many(catalogs: Int, keys: Int, modules: Int) throws -> Input {
        let root = "\(workDirectory)/many-c\(catalogs)-k\(keys)-m\(modules)-s\(seed)-g\(Self.generatorVersion)"
        let done = root + "/.complete"
        if !FileManager.default.fileExists(atPath: done) {
            log("generating \(catalogs) catalogs of \(keys) keys in \(modules) modules in \(root) ...")
            try? FileManager.default.removeItem(atPath: root)
            for index in 0..<catalogs {
                let module = index % modules
                let folder = "\(root)/Sources/Module\(twoDigits(module))/Resources"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try generate("\(folder)/Catalog\(twoDigits(index / modules)).xcstrings", keys: keys, seed: seed &+ UInt64(index) &+ 1)
            }
            _ = FileManager.default.createFile(atPath: done, contents: Data())
        }
        return try folder(name: "many", root: root, toolPaths: [root])
    }

    /// Every catalog of `corpus`, copied `times` times into its own folders (the tool reads a file
    /// reached twice only once, so the copies must be real files).
    func corpusCopies(_ corpus: String, times: Int) throws -> Input {
        let originals = Self.catalogs(under: corpus)
        guard !originals.isEmpty else { throw BenchmarkError("no .xcstrings files under \(corpus)") }
        let root = "\(workDirectory)/corpus-x\(times)"
        let done = root + "/.complete"
        let expected = originals.count * times
        if !FileManager.default.fileExists(atPath: done) || Self.catalogs(under: root).count != expected {
            log("copying \(originals.count) catalogs of \(corpus) \(times) times into \(root) ...")
            try? FileManager.default.removeItem(atPath: root)
            for copy in 0..<times {
                for original in originals {
                    let target = "\(root)/copy-\(copy)/" + original.dropFirst(corpus.count + 1)
                    try FileManager.default.createDirectory(
                        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try FileManager.default.copyItem(atPath: original, toPath: target)
                }
            }
            _ = FileManager.default.createFile(atPath: done, contents: Data())
        }
        return try folder(name: "corpus", root: root, toolPaths: [root])
    }

    private func folder(name: String, root: String, toolPaths: [String]) throws -> Input {
        let files = Self.catalogs(under: root)
        let sizes = files.map(Self.size)
        return Input(name: name, toolPaths: toolPaths, files: files, totalBytes: sizes.reduce(0, +), largestFile: sizes.max() ?? 0)
    }

    private func generate(_ path: String, keys: Int, seed: UInt64) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let partial = path + ".partial"
        let run = try ChildProcess.run([generator, "__generate", partial, String(keys), String(seed)], output: .discard)
        guard run.status == 0 else { throw BenchmarkError("generating \(path) failed (status \(run.status))") }
        try FileManager.default.moveItem(atPath: partial, toPath: path)
    }

    /// The `*.xcstrings` files below a folder, hidden folders skipped, sorted.
    static func catalogs(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        var result: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "xcstrings" {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { result.append(url.path) }
        }
        return result.sorted()
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    }

    private func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
