import Testing
@testable import CatalogKitLite

/// An app view that a control shows as its label and that builds its own text: machtblick's
/// `NavigationLink { … } label: { PartyCardView(party: party) }`, Likehate's `HomePersonCard`
/// (the 38th and 39th studies' judges found their texts missed). The texts the view's body writes
/// are the control's label, in the view's own file.
struct LabelViewBodyTests {
    /// The uses of each file of a module, by file.
    func scans(_ sources: [String]) throws -> [SourceScan] {
        try AccessibilityCallRecognizer().scan(module: sources.map { Array($0.utf8) }).map { try $0.get() }
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    static let card = #"""
        struct PartyCardView: View {
            let party: Party
            var body: some View {
                VStack(alignment: .leading) {
                    Text(party.name)
                    Text(String(localized: "Seats"))
                    if party.isGoverning {
                        Text("Governing")
                    }
                }
                .accessibilityElement(children: .combine)
            }
        }
        """#

    @Test func theTextsAViewBuildsAreTheLabelOfTheControlThatShowsIt() throws {
        let found = try scans([Self.card, #"""
            struct PartiesView: View {
                let parties: [Party]
                var body: some View {
                    ForEach(parties) { party in
                        NavigationLink {
                            PartyDetail(party: party)
                        } label: {
                            PartyCardView(party: party)
                        }
                    }
                }
            }
            """#])
        let labels = found[0].uses
        #expect(labels.map(key) == ["Seats", "Governing"])
        #expect(labels.allSatisfy { $0.form == "NavigationLink label: Text(_:)" && $0.role == .label && $0.isImplicit })
        #expect(Set(labels.map(\.element)).count == 1, "one control, one element")
        // The lookups are uses now, not lookups of visible text besides.
        #expect(!found[0].otherLookups.contains { $0.lookup.key.plainText == "Seats" })
        #expect(found[1].uses.isEmpty)
    }

    @Test func aTrailingLabelClosureThroughAStackCountsAsALabelClosure() throws {
        let found = try scans([Self.card, #"""
            struct Row: View {
                let party: Party
                var body: some View {
                    Button(action: open) {
                        HStack {
                            Image(systemName: "person.3")
                            PartyCardView(party: party)
                        }
                    }
                }
            }
            """#])
        #expect(found[0].uses.map(key) == ["Seats", "Governing"])
        #expect(found[0].uses.allSatisfy { $0.form == "Button label: Text(_:)" })
    }

    /// Not a label: a view shown as content, in a button's action closure (the title is given), or
    /// in a control whose explicit label replaces what its label views say.
    @Test func aViewThatNoControlHearsByItsTextsGivesNoLabel() throws {
        let found = try scans([Self.card, #"""
            struct Screen: View {
                let party: Party
                var body: some View {
                    PartyCardView(party: party)
                    Button("Open") { PartyCardView(party: party) }
                    NavigationLink { PartyDetail(party: party) } label: { PartyCardView(party: party) }
                        .accessibilityLabel(Text("Party"))
                }
            }
            """#])
        #expect(found[0].uses.isEmpty, "\(found[0].uses)")
    }

    /// A body whose texts VoiceOver does not hear as they are (`.accessibilityElement(children:
    /// .ignore)`, its own `.accessibilityLabel`) is not read: its element says something else.
    @Test func aBodyThatReplacesWhatItsTextsSayIsNotRead() throws {
        let ignoring = Self.card.replacingOccurrences(of: ".combine", with: ".ignore")
        let labelled = Self.card.replacingOccurrences(of: ".accessibilityElement(children: .combine)", with: ".accessibilityLabel(party.name)")
        for card in [ignoring, labelled] {
            let found = try scans([card, #"""
                struct Row: View {
                    let party: Party
                    var body: some View {
                        NavigationLink(value: party) { PartyCardView(party: party) }
                    }
                }
                """#])
            #expect(!found[0].uses.contains { key($0) == "Seats" }, "\(found[0].uses)")
        }
    }
}
