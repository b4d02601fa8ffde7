extension CodeRole {
    /// The controls whose title names an action ("Button(_:…)"): activating them does something,
    /// so their title is what happens, not a state. A `Label` is most often the title of the button
    /// or menu item around it (`Button { … } label: { Label("Copy Path", systemImage: "doc") }`, the
    /// commands of a menu bar), so it counts as one, unless it stands alone (``isStandaloneLabel``).
    private static let actionTitleForms: Set<String> = [
        "Button(_:…)", "AsyncButton(_:…)", "Link(_:…)", "Menu(_:…)", "NavigationLink(_:…)", "ShareLink(_:…)", "Label(_:…)", ".accessibilityAction(named:_:)",
        "UIAccessibilityCustomAction(name:…)", "NSAccessibilityCustomAction(name:…)",
    ]

    /// What the form of the use makes of the text, for the rules that judge a text by where it is
    /// shown (``TextPresentation/Form``); `nil` for a form that says nothing more than the role.
    package var presentationForm: TextPresentation.Form? {
        if isHelpTag { return .helpTag }
        if AccessibilityUse.textFieldForms.contains(form) { return .textFieldPrompt }
        if form == Self.pickerOptionForm { return .pickerOption }
        return Self.actionTitleForms.contains(form) && !isStandaloneLabel ? .actionTitle : nil
    }
}
