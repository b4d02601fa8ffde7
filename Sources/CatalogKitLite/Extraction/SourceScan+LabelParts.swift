extension SourceScan {
    /// Whether the use is one `Text` of several that a control's label closure shows, each written
    /// at its own place: Nikki's plan card, `Button(action: onTap) { Text(title); Text(price);
    /// Text(caption) }`, whose caption "¥250/month" VoiceOver reads after "Yearly, ¥3,000" as one
    /// label (60th study). Only a part that names something counts: written words without a digit
    /// or a currency sign ("Yearly"), not another amount (`Text("$29.99"); Text("$2.49/month")`) or a
    /// value known at run time. The branches of one `Text` are one text, not several: another part is
    /// another call, or, for text handed on to a view, another place where the view shows it.
    ///
    /// - Parameter use: The index of the use in ``uses``.
    package func isPartOfLabel(use index: Int) -> Bool {
        let use = uses[index]
        guard use.role == .label, use.isImplicit, use.form.hasSuffix(Self.labelClosureTextForm) else { return false }
        return uses.contains { other in
            other.element == use.element && other.role == .label && other.isImplicit && other.form.hasSuffix(Self.labelClosureTextForm)
                && (other.callPosition != use.callPosition || other.formSite != use.formSite)
                && (other.argument.literal?.plainText.map(Self.namesSomething) ?? false)
        }
    }

    /// Whether a text has letters and neither a digit nor a currency sign.
    private static func namesSomething(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && !text.contains { $0.isNumber || $0.isCurrencySymbol }
    }

    /// The end of the form of a `Text` in a control's label closure (`Button label: Text(_:)`).
    private static let labelClosureTextForm = "label: Text(_:)"
}
