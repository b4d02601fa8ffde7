/// The titles of pickers in a menu's content (``AccessibilityUse/isTitleOfMenuPicker``), decided by
/// the platform of their module. On iOS, iPadOS, visionOS, tvOS and watchOS SwiftUI shows such a
/// picker's options inline, as a section without a header (SakuraRSS's pull request 247, CubeTime's
/// issue 97): the title is heard nowhere, and its key, still looked up, stays in use. On a Mac, and
/// where the platform is not known, no report says so: the title is kept as a use.
enum MenuPickerTitles {
    /// Moves the flagged titles of each file whose module is known to build for a platform other
    /// than macOS out of its uses; a looked-up one becomes a lookup heard nowhere. `platform` tells
    /// a module's platform from the files, asked once per module before any file changes.
    static func separate(_ sources: inout [ScannedSource], platform: (_ module: String, _ sources: [ScannedSource]) -> ApplePlatform?) {
        let flagged = sources.indices.filter { sources[$0].scan.uses.contains(where: \.isTitleOfMenuPicker) }
        guard !flagged.isEmpty else { return }
        var platforms: [String: ApplePlatform?] = [:]
        for index in flagged where platforms[sources[index].module] == nil {
            platforms[sources[index].module] = .some(platform(sources[index].module, sources))
        }
        for index in flagged {
            guard let known = platforms[sources[index].module]!, known != .macOS else { continue }
            var scan = sources[index].scan
            for use in scan.uses where use.isTitleOfMenuPicker {
                if case .localized(let lookup) = use.argument { scan.otherLookups.append(CodeLookup(lookup: lookup, position: lookup.key.position, isHidden: true)) }
            }
            scan.uses.removeAll(where: \.isTitleOfMenuPicker)
            scan.otherLookups.sort { $0.position.offset < $1.position.offset }
            sources[index].scan = scan
        }
    }
}
