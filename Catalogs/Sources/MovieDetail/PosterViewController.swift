import SwiftUI
import UIKit

/// A movie's poster full screen, with pinch to zoom, a close button and a share button.
final class PosterViewController: UIViewController, UIScrollViewDelegate {
    private let movie: MovieDetails
    private let scrollView = UIScrollView()
    private let imageView = UIImageView()
    private let closeButton = UIButton(type: .close)
    private let shareButton = UIButton(type: .system)

    init(movie: MovieDetails) {
        self.movie = movie
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        imageView.image = UIImage(named: movie.posterName, in: .module, with: nil)
        imageView.contentMode = .scaleAspectFit
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
        imageView.accessibilityLabel = movie.title

        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        // The UI tests find the button by this label.
        closeButton.accessibilityLabel = "Close"

        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.tintColor = .white
        shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .primaryActionTriggered)
        shareButton.accessibilityLabel = String(localized: "details.share.label", bundle: .module)
        shareButton.accessibilityHint = String(localized: "details.share.hint", bundle: .module)

        layout()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    private func share() {
        let sheet = UIActivityViewController(activityItems: [movie.shareURL], applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = shareButton
        present(sheet, animated: true)
    }

    private func layout() {
        for subview in [scrollView, imageView, closeButton, shareButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(scrollView)
        scrollView.addSubview(imageView)
        view.addSubview(closeButton)
        view.addSubview(shareButton)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            imageView.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            imageView.centerXAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: scrollView.contentLayoutGuide.centerYAnchor),
            closeButton.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 12),
            closeButton.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            shareButton.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 12),
            shareButton.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
        ])
    }
}

/// Presents ``PosterViewController`` from SwiftUI.
struct PosterView: UIViewControllerRepresentable {
    let movie: MovieDetails

    func makeUIViewController(context: Context) -> PosterViewController {
        PosterViewController(movie: movie)
    }

    func updateUIViewController(_ controller: PosterViewController, context: Context) {}
}
