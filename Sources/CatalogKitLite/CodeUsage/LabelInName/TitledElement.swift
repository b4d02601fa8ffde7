/// An element whose code gives both its visible title and its accessibility label: what
/// `label-not-in-name` judges. Made from one Swift file's scan.
package struct TitledElement: Sendable {
    /// The Swift file (index into the run's sources).
    package var source: Int
    /// The values the title may take (the branches of one argument).
    package var titles: [Value]
    /// The values the explicit label may take (the branches of one argument).
    package var labels: [Value]
    /// The input labels the code gives (`.accessibilityInputLabels`, `accessibilityUserInputLabels`):
    /// what Voice Control users may say instead.
    package var inputLabels: [Value]
    /// The accessibility values the code gives: a title that is also the value (a menu showing its
    /// current choice) is what the element holds, not what it is called.
    package var accessibilityValues: [Value]

    /// One value of a title or label, and the catalogs (indices into the run's) its key may be
    /// found in, in the order a lookup reads them.
    package struct Value: Sendable {
        /// The use.
        package var use: AccessibilityUse
        /// The catalogs; empty for a value that looks nothing up.
        package var catalogs: [Int] = []
    }

    /// The forms that give an element the words Voice Control users say instead of its label.
    static let inputLabelForms: Set<String> = [".accessibilityInputLabels(_:)", "accessibilityUserInputLabels = …"]

    /// The titled elements of one file. An element whose title or label the code gives at more
    /// than one place (two `Text`s in a label, a label set twice) is left out: which words show, or
    /// which label is spoken, is not known.
    package static func elements(in scan: SourceScan, source: Int) -> [TitledElement] {
        guard !scan.visibleTitles.isEmpty else { return [] }
        var titles: [Int: [AccessibilityUse]] = [:]
        for title in scan.visibleTitles { titles[title.element, default: []].append(title) }
        var labels: [Int: [AccessibilityUse]] = [:]
        var inputLabels: [Int: [AccessibilityUse]] = [:]
        var values: [Int: [AccessibilityUse]] = [:]
        for use in scan.uses where titles[use.element] != nil {
            if use.role == .value {
                values[use.element, default: []].append(use)
            } else if use.role != .label {
                continue
            } else if CallRecognition.explicitLabelForms.contains(use.form) {
                labels[use.element, default: []].append(use)
            } else if inputLabelForms.contains(use.form) {
                inputLabels[use.element, default: []].append(use)
            }
        }
        return titles.keys.sorted().compactMap { element in
            guard let title = titles[element], let label = labels[element], isOneCall(title), isOneCall(label),
                  isOneText(title) else { return nil }
            return TitledElement(
                source: source, titles: title.map { Value(use: $0) }, labels: label.map { Value(use: $0) },
                inputLabels: (inputLabels[element] ?? []).map { Value(use: $0) }, accessibilityValues: (values[element] ?? []).map { Value(use: $0) })
        }
    }

    /// Every value: titles, labels, input labels and accessibility values.
    package var values: [Value] { titles + labels + inputLabels + accessibilityValues }

    /// The element with each value's catalogs given by `catalogs`.
    package func locating(_ catalogs: (AccessibilityUse) -> [Int]) -> TitledElement {
        var located = self
        for index in located.titles.indices { located.titles[index].catalogs = catalogs(located.titles[index].use) }
        for index in located.labels.indices { located.labels[index].catalogs = catalogs(located.labels[index].use) }
        for index in located.inputLabels.indices { located.inputLabels[index].catalogs = catalogs(located.inputLabels[index].use) }
        for index in located.accessibilityValues.indices {
            located.accessibilityValues[index].catalogs = catalogs(located.accessibilityValues[index].use)
        }
        return located
    }

    /// Whether the uses are the values of one argument.
    private static func isOneCall(_ uses: [AccessibilityUse]) -> Bool {
        Set(uses.map(\.callPosition.offset)).count == 1
    }

    /// Whether the titles are one text's values (a ternary's two), not several texts an app view
    /// shows together (Kindred's `ScanTypeCard(title:description:)`, a title over its caption, 52nd
    /// study), which all come from the one call that makes the view, each by its own argument.
    private static func isOneText(_ uses: [AccessibilityUse]) -> Bool {
        Set(uses.map(\.form)).count == 1 && Set(uses.map(\.formSite)).count == 1
    }
}
