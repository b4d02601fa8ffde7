extension SourceScan {
    /// The texts of a file's control label closures that name something, by element: built once per
    /// file for ``isPartOfLabel(use:among:)``, so that asking for each of a file's thousands of
    /// label-closure texts does not walk all of its uses again.
    package struct NamingLabelParts: Sendable {
        /// Where each naming part is written: its call and, for text handed on to a view, the place
        /// the view shows it.
        fileprivate var places: [Int: [Place]] = [:]

        fileprivate struct Place: Sendable, Equatable {
            var callPosition: SourcePosition
            var formSite: String?
        }
    }

    /// The file's label-closure texts that name something (``isPartOfLabel(use:among:)``).
    package func namingLabelParts() -> NamingLabelParts {
        var parts = NamingLabelParts()
        for use in uses where Self.isLabelClosureText(use) && (use.argument.literal?.plainText.map(Self.namesSomething) ?? false) {
            parts.places[use.element, default: []].append(NamingLabelParts.Place(callPosition: use.callPosition, formSite: use.formSite))
        }
        return parts
    }

    /// Whether the use is one `Text` of several that a control's label closure shows, each written
    /// at its own place: Nikki's plan card, `Button(action: onTap) { Text(title); Text(price);
    /// Text(caption) }`, whose caption "¥250/month" VoiceOver reads after "Yearly, ¥3,000" as one
    /// label (60th study). Only a part that names something counts: written words without a digit
    /// or a currency sign ("Yearly"), not another amount (`Text("$29.99"); Text("$2.49/month")`) or a
    /// value known at run time. The branches of one `Text` are one text, not several: another part is
    /// another call, or, for text handed on to a view, another place where the view shows it.
    ///
    /// - Parameters:
    ///   - index: The index of the use in ``uses``.
    ///   - parts: The file's ``namingLabelParts()``.
    package func isPartOfLabel(use index: Int, among parts: NamingLabelParts) -> Bool {
        let use = uses[index]
        guard Self.isLabelClosureText(use), let places = parts.places[use.element] else { return false }
        return places.contains { $0.callPosition != use.callPosition || $0.formSite != use.formSite }
    }

    /// Whether a use is a `Text` that a control's label closure shows, as a label.
    private static func isLabelClosureText(_ use: AccessibilityUse) -> Bool {
        use.role == .label && use.isImplicit && use.form.hasSuffix(labelClosureTextForm)
    }

    /// Whether a text has letters and neither a digit nor a currency sign.
    private static func namesSomething(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && !text.contains { $0.isNumber || $0.isCurrencySymbol }
    }

    /// The end of the form of a `Text` in a control's label closure (`Button label: Text(_:)`).
    private static let labelClosureTextForm = "label: Text(_:)"
}
