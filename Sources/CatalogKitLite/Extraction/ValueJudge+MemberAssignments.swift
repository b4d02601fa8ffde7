/// A member of a local or a property set earlier in the same function and read back: flaccy's
/// settings rows, `var content = cell.defaultContentConfiguration()`, `content.text =
/// String(localized: "Last.fm Account")` in each branch, then `cell.accessibilityLabel =
/// content.text`; its sync screen's `header.text = String(localized: "Syncing …")` read a few
/// lines on (both dynamic in the thirty-sixth study). What the read gives is one of those values.
extension ValueJudge {
    /// The values that the function around a read `name.member` (or `self.name.member`) assigns to
    /// that member of that name before the read, at any depth of its blocks; `nil` when there is
    /// none, or when the member is changed in place there (`name.member += …`).
    func earlierMemberAssignments(_ range: Range<Int>, inFile fileIndex: Int) -> [Range<Int>]? {
        let file = module.files[fileIndex]
        let tokens = file.tokens
        var head = range.lowerBound
        if range.count == 5, tokens[head].keyword == .self, tokens[head + 1].kind == .period { head += 2 }
        guard range.upperBound - head == 3, tokens[head].kind == .identifier, tokens[head].keyword != .self,
              tokens[head + 1].kind == .period, tokens[head + 2].kind == .identifier else { return nil }
        // The function's body: a closure or a block inside it is part of it.
        let tree = module.scopes[fileIndex]
        var scope = tree.scope(of: range.lowerBound)
        var steps = 0
        while scope > 0, steps < 32 {
            if case .function = tree.scopes[scope].kind { break }
            if case .type = tree.scopes[scope].kind { return nil }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        guard scope > 0, case .function = tree.scopes[scope].kind else { return nil }
        let shape = shape(ofFile: fileIndex)
        let name = file.text(ofToken: head)
        let member = file.text(ofToken: head + 2)
        var values: [Range<Int>] = []
        var index = Int(tree.scopes[scope].open) + 1
        while index + 3 < range.lowerBound {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index + 1].kind == .period,
                  file.token(index, equals: name), file.token(index + 2, equals: member) else { continue }
            // `name.member` or `self.name.member`; another value's member is not it.
            var start = index
            if index >= 2, tokens[index - 1].kind == .period {
                guard tokens[index - 2].keyword == .self else { continue }
                start = index - 2
            }
            // Passed in-out (`&content.text`): changed where this reader does not see.
            if start >= 1, tokens[start - 1].kind == .operator, file.token(start - 1, is: "&") { return nil }
            guard tokens[index + 3].kind == .operator else { continue }
            guard Self.startsStatement(start, in: file) else { continue }
            guard file.token(index + 3, is: "=") else {
                if file.changesInPlace(operator: index + 3) { return nil }
                continue
            }
            let end = shape.expressionEnd(from: index + 4)
            guard end > index + 4, end <= range.lowerBound else { continue }
            values.append((index + 4)..<end)
            guard values.count <= Self.maximumValues else { return nil }
        }
        return values.isEmpty ? nil : values
    }
}
