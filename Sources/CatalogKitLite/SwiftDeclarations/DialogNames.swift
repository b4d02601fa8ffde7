import Foundation

/// The names SwiftUI's alerts and confirmation dialogs present by, which a control's action sets to
/// ask before it acts (``ConfirmingActions``, a layer above): per file, and for a module of several
/// files once, as its views' extensions in other files present their dialogs.
enum DialogNames {
    /// The names an `.alert(…)` or `.confirmationDialog(…)` of the file presents by
    /// (`isPresented: $name`, `Binding(get: { name != nil }, …)`, `presenting: name`), without `$`.
    static func presenting(in file: SwiftLexedFile) -> Set<String> {
        let tokens = file.tokens
        var names = Set<String>()
        for index in tokens.indices where index + 1 < tokens.count && tokens[index].kind == .identifier && index > 0
            && tokens[index - 1].kind == .period && tokens[index + 1].kind == .leftParen
            && (file.token(index, is: "alert") || file.token(index, is: "confirmationDialog")) {
            let close = Int(tokens[index + 1].link)
            guard close > index + 1 else { continue }
            // Not an argument's label (`isPresented:`, `titleVisibility:`): a button that sets a
            // name of that spelling presents something else.
            for inner in (index + 2)..<close where tokens[inner].kind == .identifier && tokens[inner + 1].kind != .colon {
                var name = file.text(ofToken: inner)
                if name.hasPrefix("$") { name.removeFirst() }
                names.insert(name)
            }
        }
        return names
    }

    /// The names the alerts and dialogs of all the module's own files present by: a view's
    /// extension in another file presents the dialog its button asks for (UltraTrain's
    /// `SettingsView+DataSync.swift` sets `viewModel.showingClearDataConfirmation`, which
    /// `SettingsView.swift`'s `.confirmationDialog` presents; 59th study). Found once per module
    /// of several files, when first asked (a file alone is a module of one, and has no cache).
    final class ModuleCache: @unchecked Sendable {
        private let lock = NSLock()
        private var names: Set<String>?

        /// The names of ``DialogNames/presenting(in:)`` over the module's own files.
        func names(of module: SwiftModule) -> Set<String> {
            lock.lock()
            defer { lock.unlock() }
            if let names { return names }
            var found = Set<String>()
            for file in module.files.prefix(module.ownFiles) where file.mentions("alert") || file.mentions("confirmationDialog") {
                found.formUnion(DialogNames.presenting(in: file))
            }
            names = found
            return found
        }
    }
}
