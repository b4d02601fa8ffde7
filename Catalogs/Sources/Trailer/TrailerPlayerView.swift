import AVKit
import SwiftUI

/// Plays a trailer: the video, a restart button, the scrubber and the quality picker.
public struct TrailerPlayerView: View {
    let trailer: TrailerInfo
    @Environment(\.dismiss) private var dismiss
    @State private var player: AVPlayer
    @State private var isPlaying = false
    @State private var elapsed = 0.0
    @State private var quality: TrailerQuality.ID

    public init(trailer: TrailerInfo) {
        self.trailer = trailer
        _player = State(initialValue: AVPlayer(url: trailer.url))
        _quality = State(initialValue: trailer.qualities.first?.id ?? "auto")
    }

    public var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                VideoPlayer(player: player)
                    .aspectRatio(16 / 9, contentMode: .fit)
                    .onTapGesture(perform: togglePlayback)
                    .accessibilityElement()
                    .accessibilityLabel(trailer.movieTitle)
                    .accessibilityHint(Text("trailer.playPause", bundle: .module))
                    .accessibilityAddTraits(.startsMediaSession)
                controls
                Spacer()
            }
            .padding()
            .navigationTitle(Text("trailer.title", bundle: .module))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(String(localized: "Done", bundle: .module)) { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Picker(selection: $quality) {
                        ForEach(trailer.qualities) { Text($0.displayName).tag($0.id) }
                    } label: {
                        Text("trailer.quality.title", bundle: .module)
                    }
                    .pickerStyle(.menu)
                }
            }
            .onReceive(NotificationCenter.default.publisher(for: AVPlayerItem.didPlayToEndTimeNotification)) { _ in
                isPlaying = false
                AccessibilityNotification.Announcement(String(localized: "trailer.ended.announcement", bundle: .module)).post()
            }
        }
    }

    private var controls: some View {
        HStack(spacing: 16) {
            Button(action: restart) {
                Image(systemName: "backward.end.fill")
            }
            .accessibilityLabel(Text("trailer.play.label", bundle: .module))
            .accessibilityHint(Text("trailer.play.hint", bundle: .module))

            Slider(value: $elapsed, in: 0...Double(trailer.durationSeconds)) { editing in
                if !editing { player.seek(to: CMTime(seconds: elapsed, preferredTimescale: 600)) }
            }
            .accessibilityLabel(Text("trailer.progress.label", bundle: .module))
            .accessibilityValue(String(localized: "trailer.progress.value", defaultValue: "\(Int(elapsed)) of \(trailer.durationSeconds) seconds", bundle: .module))

            if trailer.hasDolbyVision {
                Image("DolbyVision", bundle: .module)
                    .resizable()
                    .scaledToFit()
                    .frame(height: 14)
                    // A trademark: the same in every language, so it has no place in the catalog.
                    // xcstrings-a11y:disable-next-line hardcoded-accessibility-string
                    .accessibilityLabel(Text(verbatim: "Dolby Vision"))
            }
        }
    }

    private func togglePlayback() {
        isPlaying ? player.pause() : player.play()
        isPlaying.toggle()
    }

    private func restart() {
        player.seek(to: .zero)
        player.play()
        isPlaying = true
    }
}
