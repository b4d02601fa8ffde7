import SwiftUI
import WidgetKit

/// The home-screen widget: tonight's pick, updated every hour from the app group.
struct TonightEntry: TimelineEntry {
    var date: Date
    var title: String
}

struct TonightProvider: TimelineProvider {
    func placeholder(in context: Context) -> TonightEntry {
        TonightEntry(date: .now, title: "")
    }

    func getSnapshot(in context: Context, completion: @escaping (TonightEntry) -> Void) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TonightEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .after(.now.addingTimeInterval(3600))))
    }

    private func entry() -> TonightEntry {
        let defaults = UserDefaults(suiteName: "group.example.matinee")
        return TonightEntry(date: .now, title: defaults?.string(forKey: "tonight.title") ?? "")
    }
}

struct TonightWidgetView: View {
    let entry: TonightEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.title)
                .font(.headline)
                .accessibilityLabel(Text("tonight.pick.label"))
                .accessibilityValue(Text("widget.updated.value"))
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@main
struct TonightWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tonight", provider: TonightProvider()) { entry in
            TonightWidgetView(entry: entry)
        }
        .configurationDisplayName("widget.name")
    }
}
