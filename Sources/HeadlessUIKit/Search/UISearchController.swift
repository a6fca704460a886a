// ViewLifecycle · HeadlessUIKit

/// A controller that manages a search: its bar, its results controller and its activation.
///
/// Becoming active (the user's tap in the bar, `Headless.typeSearch(_:)`, or `isActive = true`
/// in code) presents it from the controller whose `navigationItem` holds it, with a custom
/// style that leaves the presenter on screen without appearance callbacks: the delegate hears
/// `willPresentSearchController`, the results updater `updateSearchResults(for:)`, the search
/// controller its own `viewWillAppear`/`viewDidAppear`, then the delegate
/// `didPresentSearchController`. The results controller is its child, and its view joins the
/// window (with its appearance callbacks) while the text is not empty. Deactivation reverses
/// it. These orders are a guess: no device log of them was found.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    private var active = false
    /// The item whose controller presents the search.
    weak var owningItem: UINavigationItem?
    /// The object told as the text changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told as the search becomes active and inactive.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content below dims while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows by itself while active.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once text is typed.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now.
    open var showsSearchResultsController = false {
        didSet { updateResultsVisibility() }
    }
    /// The controller that shows the results, or `nil` to show them in the searched content.
    public let searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar()

    /// Creates a search controller showing results in `searchResultsController`.
    ///
    /// - Parameter searchResultsController: The results controller, or `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        if let searchResultsController {
            addChild(searchResultsController)
            searchResultsController.didMove(toParent: self)
        }
    }

    /// Creates a search controller without a results controller, the initializer subclasses
    /// override as in UIKit (no nib is loaded headlessly).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name (unused).
    ///   - nibBundleOrNil: The nib's bundle (unused).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Creates a search controller from an archive; it has no results controller.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
    }

    /// Whether the search is active; setting it presents or dismisses the search.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    private func activate() {
        guard let presenter = owningItem?.owningController ?? nil else { return }
        active = true
        delegate?.willPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
        presenter.present(self, animated: true) { [weak self] in
            guard let self else { return }
            delegate?.didPresentSearchController(self)
        }
    }

    private func deactivate() {
        active = false
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        guard presentingViewController != nil else {
            delegate?.didDismissSearchController(self)
            return
        }
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.didDismissSearchController(self)
        }
    }

    /// A user's keystroke in the bar: the text changes, the bar's delegate and the results
    /// updater hear it, and the results show once there is text.
    func userTypes(_ string: String) {
        let text = (searchBar.text ?? "") + string
        searchBar.text = text
        searchBar.delegate?.searchBar(searchBar, textDidChange: text)
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !text.isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Puts the results controller's view in or out of the search controller's view.
    private func updateResultsVisibility() {
        guard let results = searchResultsController, isViewLoaded else { return }
        let shows = active && showsSearchResultsController
        if shows, results.viewIfLoaded?.superview !== view {
            view.install(viewOf: results)
        } else if !shows, let resultsView = results.viewIfLoaded, resultsView.superview === view {
            resultsView.removeFromSuperview()
        }
    }
}
