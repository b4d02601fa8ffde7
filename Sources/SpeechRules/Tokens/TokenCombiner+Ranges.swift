/// The second half of the second pass: ranges, multipliers, phone numbers, space-grouped digits and
/// unit abbreviations after numbers.
extension TokenCombiner {
    func joinRanges(_ tokens: [RawToken]) -> [RawToken] {
        var result: [RawToken] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            if let (token, next) = phone(tokens, at: index) ?? range(tokens, at: index) ?? multiplier(tokens, at: index)
                ?? digitGroup(tokens, at: index) {
                result.append(token)
                index = next
                continue
            }
            result.append(tokens[index])
            if isQuantity(tokens[index]), let (unit, next) = unitAbbreviation(tokens, after: index) {
                if next - 1 > index + 1 { result.append(contentsOf: tokens[(index + 1)..<(next - 1)]) }
                result.append(unit)
                index = next
                continue
            }
            index += 1
        }
        return result
    }

    private func isQuantity(_ token: RawToken) -> Bool {
        isAmountLike(token) || token.kind == .percent || token.kind == .money
    }

    private func isDash(_ token: RawToken) -> Bool {
        token.kind == .punctuation && token.end - token.start == 1 && chars.is(token.start, .dash)
    }

    /// "3-5", "3 – 5", "$5-$10", "10–20 %": a quantity, a dash, a quantity; not inside a longer chain
    /// ("030-123-456"), not after a word joined by the dash ("COVID-19").
    private func range(_ tokens: [RawToken], at index: Int) -> (RawToken, Int)? {
        guard isQuantity(tokens[index]) else { return nil }
        if index > 0, isDash(tokens[index - 1]) || tokens[index - 1].kind == .word || tokens[index - 1].kind == .identifier
            || isSymbol(tokens[index - 1], "#") || isSymbol(tokens[index - 1], "+") {
            return nil
        }
        let dashIndex = skipSpace(tokens, index + 1)
        guard dashIndex < tokens.count, isDash(tokens[dashIndex]) else { return nil }
        let spacedBefore = dashIndex > index + 1
        let otherIndex = skipSpace(tokens, dashIndex + 1)
        let spacedAfter = otherIndex > dashIndex + 1
        // "5 -3" is a minus sign, not a range.
        guard spacedBefore == spacedAfter, otherIndex < tokens.count, isQuantity(tokens[otherIndex]) else { return nil }
        let after = otherIndex + 1
        if after < tokens.count, isDash(tokens[after]) || tokens[after].kind == .word && !spacedAfter && tokens[after].end - tokens[after].start > 2 {
            return nil
        }
        var range = RawToken(kind: .range, start: tokens[index].start, end: tokens[otherIndex].end)
        range.amounts = tokens[index].amounts + tokens[otherIndex].amounts
        return (range, after)
    }

    /// "2x", "x2", "2×", "3 × 4", "1920x1080".
    private func multiplier(_ tokens: [RawToken], at index: Int) -> (RawToken, Int)? {
        func isTimes(_ token: RawToken) -> Bool {
            // A one-character word compared as a character: no String made for every word.
            isSymbol(token, "×") || (token.kind == .word && token.end - token.start == 1 && (chars.isCharacter(token.start, "x") || chars.isCharacter(token.start, "X")))
        }
        let token = tokens[index]
        if isTimes(token), token.kind == .word, index + 1 < tokens.count, isAmountLike(tokens[index + 1]),
            index == 0 || tokens[index - 1].kind == .space || tokens[index - 1].kind == .punctuation {
            return (RawToken(kind: .multiplier, start: token.start, end: tokens[index + 1].end), index + 2)
        }
        guard isAmountLike(token) else { return nil }
        let timesIndex = skipSpace(tokens, index + 1)
        guard timesIndex < tokens.count, isTimes(tokens[timesIndex]) else { return nil }
        let otherIndex = skipSpace(tokens, timesIndex + 1)
        if otherIndex < tokens.count, isAmountLike(tokens[otherIndex]), (otherIndex > timesIndex + 1) == (timesIndex > index + 1) {
            return (RawToken(kind: .multiplier, start: token.start, end: tokens[otherIndex].end), otherIndex + 1)
        }
        // "2x" with nothing of a word after it.
        if timesIndex == index + 1, timesIndex + 1 >= tokens.count || tokens[timesIndex + 1].kind != .word {
            return (RawToken(kind: .multiplier, start: token.start, end: tokens[timesIndex].end), timesIndex + 1)
        }
        return nil
    }

    /// "+49 30 1234567", "555-123-4567", "(555) 123-4567": read digit by digit on purpose.
    private func phone(_ tokens: [RawToken], at index: Int) -> (RawToken, Int)? {
        let startsWithPlus = isSymbol(tokens[index], "+") && index + 1 < tokens.count && tokens[index + 1].isPlainDigits
            && (index == 0 || tokens[index - 1].kind == .space || tokens[index - 1].kind == .punctuation)
        let startsWithParen = isSymbol(tokens[index], "(") && index + 2 < tokens.count && tokens[index + 1].isPlainDigits
            && isSymbol(tokens[index + 2], ")")
        guard startsWithPlus || startsWithParen || tokens[index].isPlainDigits else { return nil }
        if tokens[index].isPlainDigits, index > 0, isDash(tokens[index - 1]) || tokens[index - 1].kind == .word { return nil }
        var end = index
        var groups = 0
        var dashes = 0
        var cursor = startsWithPlus || startsWithParen ? index + 1 : index
        // Phone numbers have a handful of groups; the bound keeps a long run of digits linear.
        while cursor < tokens.count && cursor - index < 16 {
            let token = tokens[cursor]
            if token.isPlainDigits {
                groups += 1
                end = cursor
            } else if isDash(token) {
                dashes += 1
            } else if !(token.kind == .space && token.end - token.start == 1) && !isSymbol(token, ")") && !isSymbol(token, "(") {
                break
            }
            cursor += 1
        }
        let isPhone = (startsWithPlus && groups >= 2) || (startsWithParen && groups >= 3) || (groups >= 3 && dashes >= 2)
        guard isPhone else { return nil }
        return (RawToken(kind: .phoneNumber, start: tokens[index].start, end: tokens[end].end), end + 1)
    }

    /// "91 014", "1 234 567": digits grouped by single spaces.
    private func digitGroup(_ tokens: [RawToken], at index: Int) -> (RawToken, Int)? {
        let token = tokens[index]
        guard token.isPlainDigits, token.end - token.start <= 3 else { return nil }
        if index > 0, tokens[index - 1].kind == .symbol || tokens[index - 1].kind == .number { return nil }
        var end = index
        var cursor = index + 1
        while cursor + 1 < tokens.count, cursor - index < 24, tokens[cursor].kind == .space, tokens[cursor].end - tokens[cursor].start == 1,
            chars.is(tokens[cursor].start, .narrowSpace), tokens[cursor + 1].isPlainDigits,
            tokens[cursor + 1].end - tokens[cursor + 1].start == 3 {
            end = cursor + 1
            cursor += 2
        }
        guard end > index else { return nil }
        // A following digit group of another length makes it a list or a phone number, not one quantity.
        if end + 2 < tokens.count, tokens[end + 1].kind == .space, tokens[end + 2].isPlainDigits { return nil }
        var group = RawToken(kind: .digitGroup, start: token.start, end: tokens[end].end)
        let digits = (index...end).filter { tokens[$0].isPlainDigits }.map { text(tokens[$0]) }.joined()
        group.amounts = [SpokenAmount(integerDigits: digits, fractionDigits: nil, written: String(chars.text(group.start, group.end)))]
        return (group, end + 1)
    }

    /// "5 min", "1m", "2 hrs": an abbreviation of the lexicon that counts only after a number (some
    /// only glued to it: "12h").
    private func unitAbbreviation(_ tokens: [RawToken], after index: Int) -> (RawToken, Int)? {
        let next = skipSpace(tokens, index + 1)
        guard next < tokens.count, tokens[next].kind == .word else { return nil }
        let word = text(tokens[next])
        let glued = next == index + 1
        guard abbreviations.contains(where: { ($0.context == .afterNumber || ($0.context == .gluedToNumber && glued)) && $0.form == word })
        else { return nil }
        var unit = tokens[next]
        unit.kind = .abbreviation
        return (unit, next + 1)
    }
}
