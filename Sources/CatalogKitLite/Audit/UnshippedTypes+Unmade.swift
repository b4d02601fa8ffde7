import Foundation

extension UnshippedTypes {
    /// The types of the run that nothing makes, with why, in a run that holds an app's entry point:
    /// an internal SwiftUI view whose name no Swift code writes (Minidisc's `EditPlaylistSheet`), and
    /// an internal class whose name no Swift code writes, no Swift string holds
    /// (`NSClassFromString("App.Cell")`) and no Interface Builder document, property list or
    /// Objective-C file names (Mammoth's `DetailFooterCell`, a cell nothing registers), and a public
    /// view of a package the app's repository keeps for itself (Quartz's `TagOverviewView`, 48th
    /// study). Another public type may be made by another module; a storyboard, a scene manifest or
    /// Objective-C code makes classes by name.
    ///
    /// In a run without the entry point (a framework, an app whose `main` is Objective-C), only the
    /// `private` and `fileprivate` ones: code outside the run cannot make those.
    ///
    /// - Parameter isWritten: Whether Swift code writes a type's name outside its own declarations.
    /// - Parameter holdsUses: Whether a declaration's body holds an accessibility use: only such a
    ///   class is looked for in other files, which are read only then.
    /// - Parameter readsAnApp: Whether the run holds an app's entry point.
    static func unmadeTypes(
        _ byName: [String: [Declaration]], isWritten: (String) -> Bool, holdsUses: (Declaration) -> Bool, files: [SwiftLexedFile?],
        classNamingFiles: [String], readsAnApp: Bool
    ) -> [String: String] {
        var result: [String: String] = [:]
        var classes: [String] = []
        for (name, found) in byName where !isWritten(name) && found.allSatisfy({ $0.isExtension || $0.isInternalView || $0.isInternalClass || $0.isAppPackageView || $0.isAppTargetView }) {
            // Code outside a run without the app's entry point may make an internal type; a private
            // one only its own file can.
            guard readsAnApp || found.allSatisfy({ $0.isExtension || $0.isFilePrivate }) else { continue }
            if found.contains(where: \.isWidget) {
                result[name] = "\(name) is a widget no widget bundle lists"
            } else if found.contains(where: \.isInternalView) {
                result[name] = "\(name) is a view no code makes"
            } else if found.contains(where: \.isAppPackageView) {
                result[name] = "\(name) is a public view of the app's own package that no code makes"
            } else if found.contains(where: \.isAppTargetView) {
                result[name] = "\(name) is a public view of an app target that no code makes"
            } else if found.contains(where: \.isInternalClass), found.contains(where: holdsUses) {
                classes.append(name)
            }
        }
        guard !classes.isEmpty else { return result }
        var unnamed = Set(classes)
        // A Swift string that names the class: `"DetailFooterCell"`, `"App.DetailFooterCell"`.
        for file in files.compactMap({ $0 }) where !unnamed.isEmpty {
            unnamed = unnamed.filter { !contains($0, in: file.bytes, quotedInSwift: true) }
        }
        for path in classNamingFiles where !unnamed.isEmpty {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            unnamed = unnamed.filter { !contains($0, in: bytes, quotedInSwift: false) }
        }
        for name in unnamed {
            result[name] = "\(name) is a class no code, Interface Builder document, property list or Objective-C file names"
        }
        return result
    }

    /// Whether `bytes` hold `name` as a whole word; in Swift, only as the end of a string (`"Name"`,
    /// `".Name"`), since the declaration itself writes the name.
    static func contains(_ name: String, in bytes: [UInt8], quotedInSwift: Bool) -> Bool {
        let word = Array(name.utf8)
        guard !word.isEmpty, bytes.count >= word.count else { return false }
        var start = 0
        while start + word.count <= bytes.count {
            guard let found = bytes[start...].firstIndex(of: word[0]), found + word.count <= bytes.count else { return false }
            start = found + 1
            guard bytes[found..<(found + word.count)].elementsEqual(word) else { continue }
            let before: UInt8? = found > 0 ? bytes[found - 1] : nil
            let after: UInt8? = found + word.count < bytes.count ? bytes[found + word.count] : nil
            if quotedInSwift {
                if after == UInt8(ascii: "\""), before == UInt8(ascii: "\"") || before == UInt8(ascii: ".") { return true }
            } else if !(before.map(SwiftLexer.isIdentifierBody) ?? false), !(after.map(SwiftLexer.isIdentifierBody) ?? false) {
                return true
            }
        }
        return false
    }
}
