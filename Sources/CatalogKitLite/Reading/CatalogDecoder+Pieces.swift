import Foundation

/// Reading a large `strings` object on several threads.
///
/// Xcode writes each key of `strings` on a line of its own, indented by four spaces, after the
/// comma that ends the key before: `},\n    "key" : {`. A raw line feed never occurs inside a JSON
/// string, so such a line is a guess at where a key starts that a byte search finds anywhere in the
/// file. The bytes of `strings` are cut at such guesses into pieces, which are decoded at once, each
/// by a reader that starts at its piece's first key with the line number counted up to there.
///
/// A guess is proven when the piece before it, itself proven, decoded key by key, ends exactly
/// there; the first piece starts where the one reader stood, so the chain of proofs starts from the
/// truth (see ``ProvenStarts``). A piece
/// whose end is not where its last key ends (the file is laid out otherwise) goes on to the end of
/// `strings` itself, and the pieces after it are dropped. The model, the diagnostics and every
/// position are therefore the same as one reader's, and so is the first syntax error: only a piece
/// proven to start right can report one. A piece gives its bytes back (see ``FileBuffer``) only
/// once its start is proven, so a piece that goes on past its end never meets a released page.
extension CatalogDecoder {
    /// Below this many bytes of `strings`, one reader reads them (by default).
    static let defaultMinimumBytesForPieces = 4 << 20
    /// The smallest piece worth a thread of its own (by default).
    static let defaultMinimumPieceBytes = 1 << 20

    /// From what size `strings` is decoded in pieces, and how small a piece may be.
    struct PieceSizes {
        /// The least size, in bytes, of the members of `strings`.
        var minimumTotal = CatalogDecoder.defaultMinimumBytesForPieces
        /// The least size of a piece.
        var minimumPiece = CatalogDecoder.defaultMinimumPieceBytes
        /// How far a proven piece reads between giving pages back.
        var releaseStep = 2 * FileBuffer.releaseBlock
    }

    /// How a piece's decoding ended.
    enum PieceEnd {
        /// The next member starts where the next piece starts: that piece started right.
        case reachedNextPiece
        /// The `strings` object closed; the reader stands after its `}`.
        case closedStrings
        /// A syntax error.
        case failed(JSONSyntaxError)
    }

    /// What one piece gave.
    struct Piece {
        var decoder: CatalogDecoder
        var reader: JSONReader
        var entries: [CatalogEntry] = []
        var end: PieceEnd = .closedStrings
    }

    /// Where pieces after the first start: member names after `,\n    "`, at least `minimumPiece`
    /// bytes apart, about `count` in all. Empty when fewer than `minimumTotal` bytes follow `start`.
    static func pieceStarts(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, minimumTotal: Int, minimumPiece: Int
    ) -> [Int] {
        let total = bytes.count - start
        guard count > 1, total >= minimumTotal else { return [] }
        let size = max(total / count, minimumPiece, 1)
        var starts: [Int] = []
        var target = start + size
        while target < bytes.count {
            guard let found = memberLineStart(bytes, from: target) else { break }
            starts.append(found)
            target = found + size
        }
        return starts
    }

    /// The first offset at or after `offset` of a `"` that follows a comma, a line feed and exactly
    /// four spaces.
    private static func memberLineStart(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var index = offset
        while index + 6 <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n"), index > 0, bytes[index - 1] == UInt8(ascii: ","),
               bytes[index + 1] == UInt8(ascii: " "), bytes[index + 2] == UInt8(ascii: " "),
               bytes[index + 3] == UInt8(ascii: " "), bytes[index + 4] == UInt8(ascii: " "),
               bytes[index + 5] == UInt8(ascii: "\"") {
                return index + 5
            }
            index += 1
        }
        return nil
    }

    /// Decodes the members of `strings` in pieces on `jobs` threads, the reader standing just
    /// inside its `{`. Returns `nil` (the reader untouched) when `strings` is too small to be worth
    /// it or no piece boundary is found; else the pieces whose starts were proven, in order, and the
    /// reader after them.
    mutating func decodeStringsInPieces(_ reader: inout JSONReader) -> [Piece]? {
        let bytes = reader.bytes
        let starts = Self.pieceStarts(
            bytes, from: reader.index, count: jobs * 4, minimumTotal: pieceSizes.minimumTotal, minimumPiece: pieceSizes.minimumPiece)
        guard !starts.isEmpty else { return nil }
        var template = self
        template.diagnostics = []
        template.omittedMasks = []
        template.omittedLanguageBits = [:]
        template.tooManyOmitted = false
        template.buffer = nil
        let shared = PieceInputs(first: reader, bounds: [reader.index] + starts, template: template, buffer: buffer)
        let count = shared.bounds.count
        // The line breaks between the starts, counted at once; a piece starts on the reader's line
        // plus those before it.
        let breaks = ConcurrentSlots<Int>(count: count - 1)
        DispatchQueue.concurrentPerform(iterations: count - 1) { piece in
            breaks.store(JSONReader.lineBreaks(in: shared.first.bytes, shared.bounds[piece]..<shared.bounds[piece + 1]), at: piece)
        }

        let proven = ProvenStarts(count: count)
        let pieces = ConcurrentSlots<Piece>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { piece in
            let start = shared.bounds[piece]
            let line = shared.first.line + (0..<piece).reduce(0) { $0 + breaks.value(at: $1) }
            let pieceReader = piece == 0 ? shared.first : shared.first.reader(atMemberStarting: start, line: line, lineStart: start - 4)
            var result = Piece(decoder: shared.template, reader: pieceReader)
            let next = piece + 1 < count ? shared.bounds[piece + 1] : nil
            result.decodePiece(
                number: piece, start: start, next: next, proven: proven, buffer: shared.buffer, releaseStep: shared.template.pieceSizes.releaseStep)
            pieces.store(result, at: piece)
        }
        var chain: [Piece] = []
        for piece in 0..<count {
            let result = pieces.value(at: piece)
            chain.append(result)
            guard case .reachedNextPiece = result.end else { break }
        }
        // The reader goes on from where the last piece stopped, with the duplicate member names
        // every piece met (the first piece's reader began with those met before `strings`).
        reader = chain[chain.count - 1].reader
        reader.duplicateKeys = chain.flatMap(\.reader.duplicateKeys)
        reader.escapedStrings = chain.flatMap(\.reader.escapedStrings)
        return chain
    }
}

/// What every piece starts from, shared by the threads.
private final class PieceInputs: @unchecked Sendable {
    // @unchecked: the threads only read these; each copies the reader and the decoder (values)
    // before using them. The bytes stay alive and unchanged while the pieces are decoded (the
    // caller holds them), and `FileBuffer.release(from:before:)` changes nothing the threads share.
    let first: JSONReader
    let bounds: [Int]
    let template: CatalogDecoder
    let buffer: FileBuffer?

    init(first: JSONReader, bounds: [Int], template: CatalogDecoder, buffer: FileBuffer?) {
        self.first = first
        self.bounds = bounds
        self.template = template
        self.buffer = buffer
    }
}

extension CatalogDecoder.Piece {
    /// Decodes this piece's members, as the one reader would; see ``CatalogDecoder/decodeStringsInPieces(_:)``.
    mutating func decodePiece(number: Int, start: Int, next: Int?, proven: ProvenStarts, buffer: FileBuffer?, releaseStep: Int) {
        var next = next
        var released = start
        do {
            while true {
                if let boundary = next, reader.nextMemberStarts(at: boundary) {
                    proven.reachedEnd(of: number)
                    end = .reachedNextPiece
                    break
                }
                guard let member = try reader.nextMemberName() else {
                    end = .closedStrings
                    break
                }
                // A member past the next piece's start: that start was inside a value. This piece
                // goes on to the end of `strings`, as the one reader would.
                if let boundary = next, member.position.offset > boundary { next = nil }
                if let (entry, omitted) = try decoder.decodeMember(member, &reader) {
                    entries.append(entry)
                    if decoder.keptLanguages != nil { decoder.omittedMasks.append(omitted) }
                }
                if let buffer, reader.index - released >= releaseStep, proven.isProven(number) {
                    released = buffer.release(from: released, before: reader.index)
                }
            }
        } catch {
            end = .failed(error)
        }
    }
}

/// Which pieces are proven to start where a member starts.
///
/// A piece that ends exactly where the next one starts proves that start only if its own start was
/// right: a piece that started inside a value can end on the next start by chance (a layout that
/// indents deeper members like keys) and prove nothing. So a piece is proven when every piece before
/// it ended on the next one's start, the first piece being proven from the outset.
final class ProvenStarts: @unchecked Sendable {
    // @unchecked: every access holds the lock.
    private let lock = NSLock()
    private var reached: [Bool]

    init(count: Int) {
        reached = Array(repeating: false, count: count)
    }

    /// Records that `piece` ended exactly where the next piece starts.
    func reachedEnd(of piece: Int) {
        lock.lock()
        reached[piece] = true
        lock.unlock()
    }

    /// Whether `piece` is proven to start where a member starts.
    func isProven(_ piece: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reached[..<piece].allSatisfy { $0 }
    }
}
