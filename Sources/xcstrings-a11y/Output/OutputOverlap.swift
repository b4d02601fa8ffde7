import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses a run whose outputs (`--output`, `--report`, `--write-baseline`) would overwrite one of
/// its inputs (a catalog it audits, the configuration, the `--baseline` file) or each other.
///
/// Files are compared by device and inode after symbolic links, so a link, a hard link or a path
/// spelled another way (`./a/../a/x.xcstrings`) is the same file. Only regular files are compared:
/// writing to `/dev/null` or a FIFO that is also read overwrites nothing. Checked after the audit
/// (the catalogs a folder holds are known only then) and before the first byte is written: a
/// refused run writes nothing.
enum OutputOverlap {
    /// A file a run writes: the option that names it and the path.
    struct Output: Sendable {
        /// The option, e.g. `--output`.
        var option: String
        /// The path as given.
        var path: String
    }

    /// A file a run reads: what it is and the path.
    struct Input: Sendable {
        /// What the file is to the run, e.g. `the catalog` or `the configuration`.
        var role: String
        /// The path as given or found.
        var path: String
    }

    /// Throws for the first output that is an input or an earlier output.
    static func check(outputs: [Output], inputs: [Input]) throws(FileWriteError) {
        var inputsByFile: [FileID: Input] = [:]
        for input in inputs {
            if let id = FileID(regularFileAt: input.path), inputsByFile[id] == nil { inputsByFile[id] = input }
        }
        var earlier: [FileID: Output] = [:]
        var earlierNew: [String: Output] = [:]
        for output in outputs where OutputTarget.descriptorNumber(output.path) == nil {
            if let id = FileID(regularFileAt: output.path) {
                if let input = inputsByFile[id] {
                    throw FileWriteError(path: output.path, reason: "\(output.option) names \(input.role) \(input.path), which this run reads; nothing was written")
                }
                if let other = earlier[id] {
                    throw FileWriteError(path: output.path, reason: "\(output.option) names the same file as \(other.option) \(other.path); nothing was written")
                }
                earlier[id] = output
            } else {
                // Not there yet: two outputs to one new file are caught by their absolute path.
                let absolute = URL(fileURLWithPath: output.path).standardizedFileURL.path
                if let other = earlierNew[absolute] {
                    throw FileWriteError(path: output.path, reason: "\(output.option) names the same file as \(other.option) \(other.path); nothing was written")
                }
                earlierNew[absolute] = output
            }
        }
    }

    /// A regular file's identity: its device and inode (after symbolic links).
    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(regularFileAt path: String) {
            var status = stat()
            guard !path.isEmpty, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }
}
