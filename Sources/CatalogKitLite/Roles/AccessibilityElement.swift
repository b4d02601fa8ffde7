

/// The accessibility strings of one element: its label, hint, value and announcement keys.
///
/// Speech rules judge a string against its companions (a hint against its label, a label that
/// holds a state that belongs in the value), so they look them up here.
package struct AccessibilityElement: Hashable, Sendable {
    /// The element key, the prefix its strings share (`movieCard.price`).
    package var key: String
    /// The catalog key of each role the element has.
    package var members: [AccessibilityRole: String]

    /// The keys of the element, in VoiceOver's speaking order (label, value, hint, announcement).
    package var orderedKeys: [String] {
        members.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Groups one catalog's classified keys into elements, in the order their first key appears.
    ///
    /// Keys pair by their element key: `x.label`, `x.hint` and `x.value` form the element `x`. When a
    /// second key claims a role the element already has (`x.label` and `x.accessibilityLabel`), the
    /// first keeps it and the second stands alone as an element named by its own key, so no string
    /// is lost and none is judged against the wrong companion.
    package static func group(_ classified: [ClassifiedKey]) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        var indexByKey: [String: Int] = [:]
        for item in classified {
            let role = item.assignment.role
            let elementKey = item.assignment.elementKey
            guard let index = indexByKey[elementKey] else {
                indexByKey[elementKey] = elements.count
                elements.append(AccessibilityElement(key: elementKey, members: [role: item.key]))
                continue
            }
            if elements[index].members[role] == nil {
                elements[index].members[role] = item.key
            } else {
                // The role is taken: this key stands alone, and nothing pairs with it later.
                elements.append(AccessibilityElement(key: item.key, members: [role: item.key]))
            }
        }
        return elements
    }
}

/// The accessibility strings of one catalog: each classified key's role, and the elements they form.
package struct CatalogRoles: Sendable {
    /// The classified keys, in catalog order.
    package let keys: [ClassifiedKey]
    /// The elements, in the order their first key appears.
    package let elements: [AccessibilityElement]
    /// The assignment of each classified key.
    private let assignments: [String: RoleAssignment]
    /// The element each classified key belongs to (an index into ``elements``).
    private let elementIndex: [String: Int]

    /// Collects classified keys (see ``RoleClassifier/classify(_:module:)``).
    package init(_ keys: [ClassifiedKey]) {
        self.keys = keys
        self.elements = AccessibilityElement.group(keys)
        var assignments: [String: RoleAssignment] = [:]
        for item in keys where assignments[item.key] == nil { assignments[item.key] = item.assignment }
        self.assignments = assignments
        var elementIndex: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            for key in element.members.values where elementIndex[key] == nil { elementIndex[key] = index }
        }
        self.elementIndex = elementIndex
    }

    /// The role assignment of a key, or `nil` when it is not an accessibility string.
    package func assignment(of key: String) -> RoleAssignment? { assignments[key] }

    /// The element a key belongs to, or `nil` when it is not an accessibility string.
    package func element(containing key: String) -> AccessibilityElement? {
        elementIndex[key].map { elements[$0] }
    }

    /// The key of the given role in the same element as `key` (the label of a hint, say), if there is one.
    package func companion(of key: String, role: AccessibilityRole) -> String? {
        element(containing: key)?.members[role]
    }

    /// How many keys have each role.
    package var countsByRole: [AccessibilityRole: Int] {
        keys.reduce(into: [:]) { $0[$1.assignment.role, default: 0] += 1 }
    }
}
