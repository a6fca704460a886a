// ViewLifecycle · HeadlessUIKit

/// The bar a user types a search into: its text, placeholder, scopes and delegate.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// The text typed.
    open var text: String?
    /// The text shown while empty.
    open var placeholder: String?
    /// A line above the bar.
    open var prompt: String?
    /// The object told about editing and buttons.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Whether the Cancel button shows.
    open var showsCancelButton = false
    /// The scope titles shown under the bar.
    open var scopeButtonTitles: [String]?
    /// The selected scope's index.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows.
    open var showsScopeBar = false
    /// How typed text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// The keyboard to show.
    open var keyboardType: UIKeyboardType = .default
    /// The text field inside the bar.
    public let searchTextField = UISearchTextField()
}
