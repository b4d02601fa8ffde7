import Testing
@testable import CatalogKitLite

/// A property only its own file sets takes its first value and what that file assigns to it (the
/// 27th study: GOV.UK's view models, `private(set) var title = String.common.localized("…")` set
/// again when the network is down, were "property set elsewhere", 11 of 27 sampled sites).
struct AssignedPropertyTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    /// Momen's medallion: `private let a11yLabel: String`, worked out by each initialiser, is what
    /// those assignments give; a stored constant an initialiser gives a parameter stays for the
    /// view's makers to give (followed to them, not read here).
    @Test func aConstantItsInitialisersWorkOutTakesTheirValues() throws {
        let found = try uses(#"""
            struct Medallion: View {
                private let a11yLabel: String
                let title: String
                init(tier: Tier) {
                    self.a11yLabel = String(localized: "Tier medal")
                    self.title = "unused"
                }
                init(badge: Badge, unlocked: Bool) {
                    a11yLabel = unlocked ? String(localized: "Unlocked badge") : String(localized: "Locked badge")
                    title = badge.name
                }
                var body: some View {
                    Image(systemName: "medal").accessibilityLabel(a11yLabel)
                }
            }
            struct Chip: View {
                let caption: String
                init(caption: String) { self.caption = caption }
                var body: some View { Text("x").accessibilityLabel(caption) }
            }
            """#)
        #expect(found.map(key) == ["Tier medal", "Unlocked badge", "Locked badge", nil], "\(found.map(\.argument))")
        #expect(reason(found[3]) == .storedProperty)
    }

    @Test func aPrivatelySetPropertyTakesItsValueAndTheAssignmentsOfItsType() throws {
        let found = try uses(#"""
            final class UnavailableViewModel: ObservableObject {
                let error: AppError?
                private(set) var buttonTitle = String(localized: "Go to the website")
                @Published private(set) var hint: String = String(localized: "Opens in Safari")
                init(error: AppError?) {
                    self.error = error
                    handleNetworkError()
                }
                private func handleNetworkError() {
                    guard error == .offline else { return }
                    buttonTitle = String(localized: "Try again")
                    self.hint = ""
                }
                func log() {
                    var buttonTitle = "not the property"
                    buttonTitle = "nor this"
                    print(buttonTitle)
                }
            }
            struct UnavailableView: View {
                @StateObject var model: UnavailableViewModel
                var body: some View {
                    Button(model.buttonTitle) { }
                        .accessibilityLabel(model.buttonTitle)
                        .accessibilityHint(model.hint)
                }
            }
            """#)
        let label = found.filter { $0.role == .label }
        #expect(label.map(key) == ["Go to the website", "Try again"], "\(found)")
        // The hint is one lookup, or nothing at all once the error clears it.
        let hint = found.filter { $0.role == .hint }
        #expect(hint.compactMap(key) == ["Opens in Safari"], "\(found)")
        #expect(!hint.contains { reason($0) != nil }, "\(found)")
    }

    /// `lazy var subtitle = { … }()`: a closure called where it is written gives what it returns.
    @Test func aLazyPropertyMadeByAClosureGivesWhatTheClosureReturns() throws {
        let found = try uses(#"""
            final class AuthorityViewModel {
                let postCode: String
                lazy var subtitle = {
                    let format = String(localized: "Which council for %@?")
                    return String(format: format, postCode)
                }()
                lazy var title = { String(localized: "Choose your council") }()
            }
            struct AuthorityView: View {
                let model: AuthorityViewModel
                var body: some View {
                    Text("x").accessibilityLabel(model.title).accessibilityHint(model.subtitle)
                }
            }
            """#)
        #expect(found.map(key) == ["Choose your council", "Which council for %@?"], "\(found)")
    }

    /// Trakke's `.accessibilityLabel({ if … { return "\(…) hPa" } else { return String(localized: …) } }())`:
    /// the closure returns a `String` in one branch, so its literals are Strings, spoken as written
    /// (here a unit and punctuation, nothing to translate), not keys. A closure all of whose returns are literals gives keys where the API takes one.
    @Test func aCalledClosureReturnsOneType() throws {
        let found = try uses(#"""
            Text("p").accessibilityLabel({
                if let info {
                    return "\(String(localized: "weather.pressure")), \(info.hPa) hPa"
                } else {
                    return String(localized: "weather.pressure")
                }
            }())
            Text("q").accessibilityLabel({
                if wide { return "Wide view" }
                return "Narrow view"
            }())
            """#)
        let pressure = found.filter { $0.callPosition.line == 1 }
        #expect(pressure.compactMap(key) == ["weather.pressure", "weather.pressure"], "\(pressure)")
        #expect(pressure.count == 3 && pressure.contains { if case .untranslatable = $0.argument { true } else { false } }, "\(pressure.map(\.argument))")
        #expect(found.filter { $0.callPosition.line == 8 }.map(key) == ["Wide view", "Narrow view"], "\(found)")
    }

    /// AiPresents' row label, `var label = "\(person.displayName), "` then `label += String(localized:
    /// "Geburtstag heute!")`, and Trakke's `var parts: [String] = []` filled by `parts.append(…)` and
    /// joined: what is added is part of the text, each piece judged; a reassignment is a value too.
    @Test func aLocalTakesWhatIsAddedToIt() throws {
        let found = try uses(#"""
            struct Row: View {
                let name: String
                var label: String {
                    var label = "\(name), "
                    if today {
                        label += String(localized: "Birthday today!")
                    } else {
                        label += "in \(days) days"
                    }
                    return label
                }
                var summary: String {
                    var parts: [String] = []
                    parts.append(String(localized: "routes.hidden"))
                    if let note { parts.append(note) }
                    return parts.joined(separator: ", ")
                }
                var state: String {
                    var text = String(localized: "Off")
                    if on { text = String(localized: "On") }
                    return text
                }
                var body: some View {
                    Text(name).accessibilityLabel(label).accessibilityHint(summary).accessibilityValue(state)
                }
            }
            """#)
        let label = found.filter { $0.role == .label }
        #expect(label.compactMap(key) == ["Birthday today!"], "\(label)")
        #expect(label.contains { if case .hardCoded(let literal) = $0.argument { literal.writtenText == "in \\(days) days" } else { false } }, "\(label)")
        let hint = found.filter { $0.role == .hint }
        #expect(hint.compactMap(key) == ["routes.hidden"], "\(hint)")
        #expect(hint.compactMap(reason) == [.variableNotResolved], "\(hint)")
        #expect(found.filter { $0.role == .value }.compactMap(key) == ["Off", "On"], "\(found)")
    }

    /// Trakke's weather row, `.accessibilityLabel("\(label), \(valueText)")` with `let label = …
    /// String(localized: "weather.precipitation")`: a local holding a lookup, interpolated into a
    /// key, is text of its own; a local holding a number or data is not followed.
    @Test func aLocalHoldingALookupInsideAKeyIsText() throws {
        let found = try uses(#"""
            struct Row: View {
                var body: some View {
                    let label = wide ? String(localized: "weather.precipitation") : String(localized: "weather.rain")
                    var valueText = String(localized: "weather.none")
                    if amount > 0 { valueText = String(format: "%.1f mm", amount) }
                    let count = items.count
                    Text("x").accessibilityLabel("\(label), \(valueText), \(count)")
                }
            }
            """#)
        // The key itself, then what its interpolated locals hold (`count` is not followed).
        #expect(found.count == 5, "\(found.map(\.argument))")
        #expect(found.compactMap(key) == ["weather.precipitation", "weather.rain", "weather.none"], "\(found.map(\.argument))")
        #expect(!found.contains { reason($0) != nil }, "\(found.map(\.argument))")
    }

    /// What the module does not tell stays "set elsewhere": an internal `var` other code sets, a
    /// value a control writes through its binding, one changed in place, and one kept in the user's
    /// defaults.
    @Test func aPropertyWrittenOutOfSightStaysSetElsewhere() throws {
        let found = try uses(#"""
            final class Model {
                var openTitle = String(localized: "Open")
                private(set) var summary = String(localized: "Summary")
                func more() { summary += ", more" }
            }
            struct Screen: View {
                @State private var name = String(localized: "Untitled")
                @AppStorage("sort") private var sort = String(localized: "By date")
                let model: Model
                var body: some View {
                    TextField("Name", text: $name)
                    Text("x").accessibilityLabel(model.openTitle)
                    Text("y").accessibilityLabel(name)
                    Text("z").accessibilityLabel(model.summary)
                    Text("w").accessibilityLabel(sort)
                        .onAppear { model.openTitle = serverTitle }
                }
            }
            """#)
        let labels = found.filter { !$0.isImplicit }
        #expect(labels.count == 4, "\(found)")
        #expect(labels.allSatisfy { reason($0) == .storedProperty }, "\(found)")
    }

    /// SetCraft's library model sets `var lastAnalysisError: String?` in its own methods (a lookup,
    /// an error's description, `nil`), and a view shows it as a button's label and help: with no
    /// other code of the module writing it, those are its values, each judged. Another type's
    /// property of that name written elsewhere, or a local of that name, is not a write of it; a
    /// write through a binding (`$library.lastWriteError`) or of a member (`library.status = …`) is;
    /// a struct's `var` is set by its makers through the memberwise initialiser, and stays theirs.
    @Test func aViewModelsPropertyNoOtherCodeWritesTakesTheAssignmentsOfItsFile() throws {
        let files = try moduleUses([#"""
            @Observable final class Library {
                var lastAnalysisError: String?
                var lastWriteError: String?
                var status = String(localized: "Idle")
                func analyse() {
                    Task {
                        do {
                            try await detect()
                            self.lastAnalysisError = String(localized: "No BPM detected")
                        } catch {
                            self.lastAnalysisError = error.localizedDescription
                        }
                        lastWriteError = String(localized: "Could not write tags")
                    }
                }
                func reset() { lastAnalysisError = nil }
            }
            """#, #"""
            struct LibraryView: View {
                @Bindable var library: Library
                var body: some View {
                    if let error = library.lastAnalysisError {
                        Button(error) { }.help(error)
                    }
                    Text("w").accessibilityLabel(library.lastWriteError ?? "")
                    TextField("Note", text: $library.lastWriteError.orEmpty)
                    Text("s").accessibilityValue(library.status)
                    Chip(caption: String(localized: "Tagged"))
                }
            }
            struct Chip: View {
                var caption: String = String(localized: "Untagged")
                var body: some View { Text("c").accessibilityLabel(caption) }
            }
            """#, #"""
            final class Uploader {
                var lastAnalysisError: String?
                func fail() {
                    lastAnalysisError = "upload failed"
                    var status = "local"
                    status = "changed"
                    print(status)
                }
            }
            func refresh(_ library: Library) { library.status = server.status }
            """#])
        let uses = files[1].filter { !$0.isImplicit }
        let analysis = files[1].filter { $0.role == .label && $0.callPosition.line == 5 }
        #expect(analysis.compactMap(key) == ["No BPM detected"], "\(analysis.map(\.argument))")
        #expect(analysis.compactMap(reason) == [.propertyOfValue], "\(analysis.map(\.argument))")
        #expect(uses.filter { $0.role == .hint }.compactMap(key) == ["No BPM detected"], "\(uses.map(\.argument))")
        let written = uses.filter { $0.callPosition.line == 7 }
        #expect(written.compactMap(key).isEmpty && written.contains { reason($0) == .storedProperty }, "\(written.map(\.argument))")
        let status = uses.filter { $0.callPosition.line == 9 }
        #expect(status.compactMap(key).isEmpty && status.map(reason) == [.storedProperty], "\(status.map(\.argument))")
        let chip = files[1].filter { $0.callPosition.line == 15 }
        #expect(chip.compactMap(key).isEmpty, "\(chip.map(\.argument))")
    }
}
