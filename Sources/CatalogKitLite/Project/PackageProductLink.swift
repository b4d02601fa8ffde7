/// A Swift package product a target links (`packageProductDependencies` in a `project.pbxproj`,
/// `- package:` in an XcodeGen spec): the code of a local package ships inside the apps that link
/// it, built for their platforms.
public struct PackageProductLink: Hashable, Sendable {
    /// The product's name (`AppFeature`).
    public var productName: String
    /// The local package's folder, absolute and standardized; `nil` for a remote package, or a
    /// local one the project names only by its product (Xcode before 15).
    public var packageFolder: String?

    /// Creates a link.
    public init(productName: String, packageFolder: String? = nil) {
        self.productName = productName
        self.packageFolder = packageFolder
    }

    /// Whether the link brings in the package target whose folder is `targetFolder` (absolute,
    /// standardized) and whose name is `targetName`: the target is inside the linked package's
    /// folder, or, where the project names no folder, the product is named like the target.
    public func links(targetFolder: String, targetName: String) -> Bool {
        if let packageFolder { return targetFolder == packageFolder || targetFolder.hasPrefix(packageFolder + "/") }
        return productName == targetName
    }
}
