import UIKit

/// The results column of the Search tab on iPad, beside the movie details in a split view, with a
/// genre filter in its navigation bar.
public final class SearchResultsViewController: UITableViewController {
    private let service: SearchService
    private let genres: [Genre]
    private let filterButton = UIButton(type: .system)
    private var results: [SearchResult] = []
    private var query = ""
    private var selectedGenre: Genre? {
        didSet { updateFilterButton() }
    }

    init(service: SearchService, genres: [Genre]) {
        self.service = service
        self.genres = genres
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")

        filterButton.setImage(UIImage(systemName: "line.3.horizontal.decrease.circle"), for: .normal)
        filterButton.showsMenuAsPrimaryAction = true
        filterButton.accessibilityLabel = String(localized: "search.filter.label", bundle: .module)
        filterButton.accessibilityHint = String(localized: "search.filter.hint", bundle: .module)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: filterButton)
        updateFilterButton()
    }

    func search(_ newQuery: String) {
        query = newQuery
        Task { await reload() }
    }

    private func reload() async {
        let found = (try? await service.results(for: query, genre: selectedGenre?.id)) ?? []
        results = found
        tableView.reloadData()
        if found.isEmpty {
            UIAccessibility.post(notification: .announcement, argument: String(localized: "search.noResults.announcement", bundle: .module))
        } else {
            UIAccessibility.post(notification: .announcement, argument: String(localized: "search.results.announcement", bundle: .module))
        }
    }

    private func updateFilterButton() {
        if let selectedGenre {
            filterButton.accessibilityValue = selectedGenre.name
        } else {
            filterButton.accessibilityValue = String(localized: "search.filter.value", bundle: .module)
        }
        let allGenres = UIAction(title: String(localized: "search.filter.value", bundle: .module), state: selectedGenre == nil ? .on : .off) { [weak self] _ in
            self?.selectedGenre = nil
            self?.search(self?.query ?? "")
        }
        let genreActions = genres.map { genre in
            UIAction(title: genre.name, state: genre == selectedGenre ? .on : .off) { [weak self] _ in
                self?.selectedGenre = genre
                self?.search(self?.query ?? "")
            }
        }
        filterButton.menu = UIMenu(children: [allGenres] + genreActions)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        let result = results[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = result.title
        content.secondaryText = genres.first { $0.id == result.genreID }?.name
        cell.contentConfiguration = content
        return cell
    }
}
