import CatalogKitLite

/// Renders the pieces of a report on several threads and hands them to `write` in order: the
/// output is the same bytes as rendering one piece after the other, and at most a few pieces per
/// thread are in memory at once, whatever the size of the report.
func renderInOrder<Piece: Sendable>(
    _ pieces: [Piece], jobs: Int, _ render: @Sendable (Piece) -> RenderedText, write: (RenderedText) -> Void
) {
    let window = max(1, jobs) * 4
    var start = 0
    while start < pieces.count {
        let end = min(start + window, pieces.count)
        for text in parallelMap(Array(pieces[start..<end]), jobs: jobs, render) { write(text) }
        start = end
    }
}
