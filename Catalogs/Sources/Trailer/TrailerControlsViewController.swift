import AVFoundation
import UIKit

/// The overlay of the picture-in-picture player on iPad: close, subtitles and audio description.
/// It watches the player item to tell VoiceOver users when the trailer is buffering.
public final class TrailerControlsViewController: UIViewController {
    private let trailer: TrailerInfo
    private let player: AVPlayer
    private let closeButton = UIButton(type: .system)
    private let captionsButton = UIButton(type: .system)
    private let audioDescriptionButton = UIButton(type: .system)
    private var bufferingObservation: NSKeyValueObservation?
    private var showsCaptions = false {
        didSet { updateCaptionsButton() }
    }

    init(trailer: TrailerInfo, player: AVPlayer) {
        self.trailer = trailer
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()

        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        closeButton.accessibilityLabel = String(localized: "trailer.close.label", bundle: .module)
        closeButton.accessibilityHint = String(localized: "trailer.close.hint", bundle: .module)

        captionsButton.setImage(UIImage(systemName: "captions.bubble"), for: .normal)
        captionsButton.addAction(UIAction { [weak self] _ in self?.showsCaptions.toggle() }, for: .primaryActionTriggered)
        captionsButton.accessibilityLabel = String(localized: "trailer.captions.label", bundle: .module)

        audioDescriptionButton.setImage(UIImage(systemName: "audio.description"), for: .normal)
        audioDescriptionButton.isHidden = !trailer.hasAudioDescription
        audioDescriptionButton.addAction(UIAction { [weak self] _ in self?.selectAudioDescription() }, for: .primaryActionTriggered)
        audioDescriptionButton.accessibilityLabel = String(localized: "trailer.audioDescription.label", table: "Localizable", bundle: .module)

        let stack = UIStackView(arrangedSubviews: [closeButton, UIView(), captionsButton, audioDescriptionButton])
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        bufferingObservation = player.observe(\.timeControlStatus) { player, _ in
            guard player.timeControlStatus == .waitingToPlayAtSpecifiedRate else { return }
            Task { @MainActor in
                UIAccessibility.post(notification: .announcement, argument: String(localized: "trailer.buffering.announcement", bundle: .module))
            }
        }
        updateCaptionsButton()
    }

    private func updateCaptionsButton() {
        captionsButton.isSelected = showsCaptions
        captionsButton.accessibilityValue = nil
        if showsCaptions {
            captionsButton.accessibilityValue = String(localized: "trailer.captions.value", bundle: .module)
        }
        player.currentItem?.asset.loadMediaSelectionGroup(for: .legible) { [weak player] group, _ in
            guard let group, let player else { return }
            Task { @MainActor in
                player.currentItem?.select(self.showsCaptions ? group.options.first : nil, in: group)
            }
        }
    }

    private func selectAudioDescription() {
        player.currentItem?.asset.loadMediaSelectionGroup(for: .audible) { [weak player] group, _ in
            guard let group, let player else { return }
            let described = group.options.first { $0.hasMediaCharacteristic(.describesVideoForAccessibility) }
            Task { @MainActor in player.currentItem?.select(described, in: group) }
        }
    }
}
