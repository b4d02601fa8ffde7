extension SwiftModule {
    /// What the run's other modules declare under each name, for the module at `index`: a name
    /// that two of them declare is left out, since which one a call means is not known. `declared`
    /// has, per module of the run, its declarations by name (public `Bundle` properties, label
    /// wrappers).
    static func declaredOnceElsewhere<Value>(_ declared: [[String: Value]], besides index: Int) -> [String: Value] {
        var names: [String: Value] = [:]
        var twice: Set<String> = []
        for (other, values) in declared.enumerated() where other != index {
            for (name, value) in values {
                if names[name] != nil { twice.insert(name) }
                names[name] = value
            }
        }
        for name in twice { names[name] = nil }
        return names
    }
}
