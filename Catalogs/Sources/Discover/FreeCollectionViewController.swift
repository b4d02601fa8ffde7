import UIKit

/// The collection of free movies, opened from the Discover tab. Still UIKit: its grid layout is shared
/// with the tvOS app.
public final class FreeCollectionViewController: UIViewController {
    private let service: DiscoverService
    private var movies: [DiscoverMovie] = []
    private let summaryView = UIStackView()
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.gridLayout())

    init(service: DiscoverService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.text = String(localized: "collection.free.label", bundle: .module)
        countLabel.font = .preferredFont(forTextStyle: .subheadline)
        countLabel.textColor = .secondaryLabel
        summaryView.axis = .vertical
        summaryView.addArrangedSubview(titleLabel)
        summaryView.addArrangedSubview(countLabel)
        // One element for the title and the count, read as "Free movies, Includes 12 movies, 100% free".
        summaryView.isAccessibilityElement = true
        summaryView.accessibilityLabel = String(localized: "collection.free.label", bundle: .module)

        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.reload(announce: true) }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "poster")
        collectionView.dataSource = self

        let stack = UIStackView(arrangedSubviews: [summaryView, collectionView])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        reload(announce: false)
    }

    private func reload(announce: Bool) {
        Task { @MainActor in
            defer { collectionView.refreshControl?.endRefreshing() }
            guard let feed = try? await service.feed() else { return }
            movies = feed.freeMovies
            summaryView.accessibilityValue = String(localized: "collection.free.value", defaultValue: "Includes \(movies.count) movies, 100% free", bundle: .module)
            countLabel.text = summaryView.accessibilityValue
            collectionView.reloadData()
            if announce {
                UIAccessibility.post(notification: .announcement, argument: String(localized: "discover.updated.announcement", bundle: .module))
            }
        }
    }

    private static func gridLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

extension FreeCollectionViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        movies.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "poster", for: indexPath)
        let movie = movies[indexPath.item]
        cell.backgroundView = UIImageView(image: UIImage(named: movie.posterName, in: .module, with: nil))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = movie.title
        cell.accessibilityTraits = .button
        return cell
    }
}
