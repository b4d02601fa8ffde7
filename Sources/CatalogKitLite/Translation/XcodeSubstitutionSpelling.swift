/// How Xcode's own export spells a substitution's argument, back to the catalog's spelling.
///
/// Xcode writes a substitution reference with its argument number (`%1$#@count@` where the catalog
/// has `%#@count@`) and, inside a substitution's branches, the substitution's own argument as a
/// numbered specifier (`%2$lld files` where the catalog has `%arg files`, for `argNum` 2 and
/// `formatSpecifier` `lld`). On import, Xcode turns them back; so does this tool, for units whose
/// source text is in Xcode's spelling, so that Xcode's exports and files made from them import.
enum XcodeSubstitutionSpelling {
    /// `text` (a unit's text at `path`) with Xcode's spellings of the `substitutions` written as the
    /// catalog writes them: `%N$#@name@` as `%#@name@` when `name`'s `argNum` is N, and in a branch
    /// of `name`, `%N$F` (its `argNum` and `formatSpecifier`) as `%arg`. Other text is left as it is.
    static func catalogSpelling(_ text: String, path: VariationPath, substitutions: [Substitution]) -> String {
        guard text.contains("$") else { return text }
        let branchOf = path.components.first == "substitutions" && path.components.count >= 2
            ? substitutions.first { $0.name == path.components[1] } : nil
        var result = ""
        for token in FormatTokenizer.tokenize(text) {
            let spelling = token.text(in: text)
            switch token.kind {
            case .substitution(let reference):
                if let position = reference.position,
                   substitutions.contains(where: { $0.name == reference.name && $0.argNum == position }) {
                    result += "%#@\(reference.name)@"
                    continue
                }
            case .specifier:
                if let branchOf, let argNum = branchOf.argNum, let specifier = branchOf.formatSpecifier?.text,
                   spelling == "%\(argNum)$\(specifier)" {
                    result += "%arg"
                    continue
                }
            default:
                break
            }
            result += spelling
        }
        return result
    }
}
