// Whole values: the generic tree, and skipping. Both walk with an explicit stack, never by recursion,
// so no input can overflow the call stack.

extension JSONReader {
    /// Reads the next value, whatever it is, into a ``JSONValue`` tree. Duplicate member names are
    /// recorded in ``duplicateKeys``; the tree keeps every member as it stands.
    public mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        var stack: [PartialContainer] = []
        while true {
            var value: JSONValue
            let kind = try peekKind()
            let start = position
            switch kind {
            case .object:
                try beginObject()
                var container = PartialContainer(isObject: true, position: start)
                if let member = try nextMember() {
                    container.pendingName = member
                    stack.append(container)
                    continue
                }
                value = JSONValue(.object([]), at: start)
            case .array:
                try beginArray()
                if try nextElement() {
                    stack.append(PartialContainer(isObject: false, position: start))
                    continue
                }
                value = JSONValue(.array([]), at: start)
            case .string:
                value = JSONValue(.string(try readString()), at: start)
            case .number:
                value = JSONValue(.number(try readNumber()), at: start)
            case .bool:
                value = JSONValue(.bool(try readBool()), at: start)
            case .null:
                try readNull()
                value = JSONValue(.null, at: start)
            }
            // Hand the finished value to its container; close every container that ends here.
            while var container = stack.popLast() {
                if container.isObject {
                    if let (name, namePosition) = container.pendingName {
                        if let first = container.names.insert(name, at: namePosition) {
                            duplicateKeys.append(JSONDuplicateKey(name: name, position: namePosition, firstPosition: first))
                        }
                        container.members.append(JSONMember(name: name, namePosition: namePosition, value: value))
                    }
                    if let member = try nextMember() {
                        container.pendingName = member
                        stack.append(container)
                        break
                    }
                    value = JSONValue(.object(container.members), at: container.position)
                } else {
                    container.elements.append(value)
                    if try nextElement() {
                        stack.append(container)
                        break
                    }
                    value = JSONValue(.array(container.elements), at: container.position)
                }
            }
            if stack.isEmpty { return value }
        }
    }

    /// Skips the next value, whatever it is, checking its syntax.
    public mutating func skipValue() throws(JSONSyntaxError) {
        var openContainers: [Bool] = []  // `true` for an object
        while true {
            switch try peekKind() {
            case .object:
                try beginObject()
                openContainers.append(true)
            case .array:
                try beginArray()
                openContainers.append(false)
            case .string:
                _ = try readString()
            case .number:
                _ = try readNumber()
            case .bool:
                _ = try readBool()
            case .null:
                try readNull()
            }
            // Close what ends here; stop at the next value to skip.
            while let isObject = openContainers.last {
                let hasMore = isObject ? try nextMember() != nil : try nextElement()
                if hasMore { break }
                openContainers.removeLast()
            }
            if openContainers.isEmpty { return }
        }
    }
}

/// An object or array that ``JSONReader/readValue()`` is still filling.
struct PartialContainer {
    var isObject: Bool
    var position: SourcePosition
    var members: [JSONMember] = []
    var elements: [JSONValue] = []
    var pendingName: (String, SourcePosition)?
    var names = MemberNameTracker()

    init(isObject: Bool, position: SourcePosition) {
        self.isObject = isObject
        self.position = position
    }
}
