import SwiftUI

/// The search field of the Search tab: a text field with a clear or microphone button, and Cancel
/// while it has the focus.
struct SearchFieldView: View {
    @Binding var query: String
    var onVoiceSearch: () -> Void
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
                TextField(text: $query, prompt: Text("search.field.prompt", bundle: .module)) {
                    Text("search.title", bundle: .module)
                }
                .focused($isFocused)
                .submitLabel(.search)
                .autocorrectionDisabled()

                if query.isEmpty {
                    Button(action: onVoiceSearch) {
                        Image(systemName: "mic.fill")
                    }
                    .accessibilityLabel(Text("search.voice.label", bundle: .module))
                    .accessibilityHint(Text("search.voice.hint", bundle: .module))
                } else {
                    Button { query = "" } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .accessibilityLabel(Text("search.clear.label"))
                    .accessibilityHint(Text("search.clear.hint", bundle: .module))
                }
            }
            .buttonStyle(.plain)
            .foregroundStyle(.secondary)
            .padding(8)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))

            if isFocused {
                Button(String(localized: "Cancel", bundle: .module)) {
                    query = ""
                    isFocused = false
                }
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
        .animation(.default, value: isFocused)
    }
}
