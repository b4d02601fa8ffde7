import UIKit

/// The movies marked as watched, opened from the favorites list. Still UIKit: it was written before the
/// SwiftUI rewrite of the tab and reuses the table cells of the old list.
public final class WatchedMoviesViewController: UITableViewController {
    private let store: FavoritesStore
    private var watched: [FavoriteMovie] = []
    private let summaryLabel = UILabel()

    init(store: FavoritesStore) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "movie")

        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.frame.size.height = 44
        summaryLabel.isAccessibilityElement = true
        summaryLabel.accessibilityLabel = String(localized: "favorites.watched.label", bundle: .module)
        tableView.tableHeaderView = summaryLabel

        Task { await load() }
    }

    private func load() async {
        UIAccessibility.post(notification: .announcement, argument: String(localized: "favorites.loading.announcement", bundle: .module))
        let all = (try? await store.favorites()) ?? []
        watched = all.filter(\.isWatched)
        summaryLabel.accessibilityValue = String(localized: "favorites.watched.value", defaultValue: "\(watched.count) movies watched", bundle: .module)
        summaryLabel.text = summaryLabel.accessibilityValue
        tableView.reloadData()
        UIAccessibility.post(notification: .announcement, argument: String(localized: "favorites.loaded.announcement", bundle: .module))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        watched.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "movie", for: indexPath)
        let movie = watched[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = movie.title
        content.secondaryText = movie.addedAt.formatted(date: .abbreviated, time: .omitted)
        content.image = UIImage(named: movie.posterName, in: .module, with: nil)
        cell.contentConfiguration = content
        return cell
    }
}
