/// Values written where no release build reaches, given at a call site that ships: Yattee's
/// `TextField(LocalNetworkService.systemDeviceName, …)`, whose property returns the Mac's or the
/// iPhone's name, "Apple TV" on tvOS, and "Yattee Device" only in an `#else` that none of the app's
/// platforms takes. The call ships, but that one value never reaches VoiceOver, so the use made of
/// it is set aside like a use under `#if DEBUG`.
///
/// Only values followed into a declaration are asked about (``ValueOrigin/valuePosition``): a value
/// written at the call itself ships or not with the call.
enum UnshippedValues {
    /// Moves the uses whose value is written in code that does not ship into `skipped`: under an
    /// `#if` no release build takes, in a preview, or in a block no user's run enters (`blocks`, each
    /// file's ``UnshippedBlocks/neverEntered(in:)``: Aether's error text set only under a UI test's
    /// launch argument).
    static func separate(_ sources: inout [ScannedSource], builds: [ShippedCode.FileBuilds?], blocks: [[UnshippedBlocks.Block]]) {
        var bodies: [Int: [(body: Range<Int>, name: String)]] = [:]
        for (index, fileBlocks) in blocks.enumerated() where !fileBlocks.isEmpty {
            bodies[index] = fileBlocks.map { (body: $0.body, name: UnshippedBlocks.place($0)) }
        }
        var fileOfPath: [String: Int] = [:]
        for (index, source) in sources.enumerated() where builds[index] != nil { fileOfPath[source.path] = index }
        for index in sources.indices where builds[index] != nil {
            var reasons: [Int: String] = [:]
            for (position, use) in sources[index].scan.uses.enumerated() {
                guard let origin = use.origin, let valuePosition = origin.valuePosition else { continue }
                guard let valueFile = origin.valueFile.map({ fileOfPath[$0] }) ?? index else { continue }
                let reference = UnshippedTypes.Reference(file: valueFile, token: 0, offset: valuePosition.offset)
                guard let reason = UnshippedTypes.reasonNotShipped(reference, sources: sources, builds: builds, unshippedBodies: bodies) else { continue }
                let place = "\(origin.valueFile ?? sources[index].path):\(valuePosition.line)"
                reasons[position] = "its value is written where no release build reaches (\(place): \(reason))"
            }
            guard !reasons.isEmpty else { continue }
            var kept: [AccessibilityUse] = []
            for (position, use) in sources[index].scan.uses.enumerated() {
                if let reason = reasons[position] {
                    sources[index].skipped.append(SkippedUse(use: use, reason: reason))
                } else {
                    kept.append(use)
                }
            }
            sources[index].scan.uses = kept
        }
    }
}
