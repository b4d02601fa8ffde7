import SwiftUI

/// The Search tab: the field, suggestions while typing, then the results.
public struct SearchView: View {
    let service: SearchService
    var onOpen: (SearchResult) -> Void
    @State private var query = ""
    @State private var suggestions: [String] = []
    @State private var results: [SearchResult] = []
    @State private var isListening = false

    public init(service: SearchService, onOpen: @escaping (SearchResult) -> Void) {
        self.service = service
        self.onOpen = onOpen
    }

    public var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                SearchFieldView(query: $query) { isListening = true }
                    .padding()
                List {
                    ForEach(suggestions, id: \.self) { suggestion in
                        Button { query = suggestion } label: {
                            Label(suggestion, systemImage: "magnifyingglass")
                        }
                        .accessibilityLabel(String(localized: "search.suggestion.label", defaultValue: "Search for \(suggestion)", bundle: .module))
                    }
                    ForEach(results) { result in
                        Button { onOpen(result) } label: {
                            LabeledContent(result.title, value: result.year, format: .number.grouping(.never))
                        }
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle(Text("search.title", bundle: .module))
            .overlay { if isListening { ProgressView() } }
            .task(id: query) { await search() }
        }
    }

    private func search() async {
        guard !query.isEmpty else {
            suggestions = []
            results = []
            return
        }
        // Let the user finish typing before asking the server.
        try? await Task.sleep(for: .milliseconds(300))
        guard !Task.isCancelled else { return }
        suggestions = (try? await service.suggestions(for: query)) ?? []
        let found = (try? await service.results(for: query, genre: nil)) ?? []
        guard found != results else { return }
        results = found
        if found.isEmpty {
            AccessibilityNotification.Announcement(String(localized: "search.noResults.announcement", bundle: .module)).post()
        } else {
            AccessibilityNotification.Announcement(String(localized: "search.results.announcement", bundle: .module)).post()
        }
    }
}
