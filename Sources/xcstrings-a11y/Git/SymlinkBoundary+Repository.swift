import CatalogKitLite

extension SymlinkBoundary {
    /// A boundary for a run: git is asked for the top level of `context`'s working directory.
    convenience init(followsAll: Bool, context: RunContext) {
        self.init(followsAll: followsAll, workingDirectory: context.currentDirectory) {
            let root = try? Git(directory: context.currentDirectory, environment: context.environment).topLevel()
            return root.map(Self.realPath) ?? nil
        }
    }
}
