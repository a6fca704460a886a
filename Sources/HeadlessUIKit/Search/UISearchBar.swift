// ViewLifecycle · HeadlessUIKit

/// The bar a user types a search into: its text, placeholder, scopes and delegate.
///
/// On its own (a representable's search bar, not a search controller's), it edits as a text
/// field does: `searchBarShouldBeginEditing`, first responder, `searchBarTextDidBeginEditing`;
/// each keystroke asks `searchBar(_:shouldChangeTextIn:replacementText:)` and tells
/// `searchBar(_:textDidChange:)`; the search key tells `searchBarSearchButtonClicked`; resigning
/// asks `searchBarShouldEndEditing` and tells `searchBarTextDidEndEditing`. The driver types
/// (`Headless.typeText(_:into:submit:)`, by placeholder or identifier) and taps Cancel
/// (`Headless.tapSearchBarCancelButton(_:)`).
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
    /// How the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspelled words are marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The title of the keyboard's return key.
    open var returnKeyType: UIReturnKeyType = .search
    /// The bar's look.
    open var searchBarStyle: UISearchBar.Style = .default
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The image behind the bar (an empty image removes the background).
    open var backgroundImage: UIImage?
    /// The image behind the scope bar.
    open var scopeBarBackgroundImage: UIImage?
    /// Whether the bookmark button shows.
    open var showsBookmarkButton = false
    /// Whether the search results button shows.
    open var showsSearchResultsButton = false
    /// Whether the search results button is selected.
    open var isSearchResultsButtonSelected = false

    /// Shows or hides the Cancel button.
    ///
    /// - Parameters:
    ///   - showsCancelButton: Whether it shows.
    ///   - animated: Whether the change is animated (nothing is drawn).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// A search bar can become first responder (its text field takes the keyboard).
    open override var canBecomeFirstResponder: Bool { true }

    /// A text input takes the software keyboard.
    override var takesKeyboard: Bool { true }

    /// Starts editing: asks the delegate, takes first-responder status, tells the delegate.
    ///
    /// - Returns: Whether the bar is editing now.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditingHandshake(
            shouldBegin: { delegate?.searchBarShouldBeginEditing(self) ?? true },
            becomeFirstResponder: { super.becomeFirstResponder() },
            didBegin: { delegate?.searchBarTextDidBeginEditing(self) })
    }

    /// Ends editing: asks the delegate, gives up first-responder status, tells the delegate.
    ///
    /// - Returns: Whether editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        endEditingHandshake(
            shouldEnd: { delegate?.searchBarShouldEndEditing(self) ?? true },
            resignFirstResponder: { super.resignFirstResponder() },
            didEnd: { delegate?.searchBarTextDidEndEditing(self) })
    }

    /// A user's keystroke: the delegate may refuse it; otherwise the text changes and the
    /// delegate hears `searchBar(_:textDidChange:)`.
    ///
    /// - Parameter string: The character typed.
    func userTypes(_ string: String) {
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        if let delegate, !delegate.searchBar(self, shouldChangeTextIn: range, replacementText: string) {
            return
        }
        text = current + string
        delegate?.searchBar(self, textDidChange: current + string)
    }

    /// A user's backspace: the last character goes, if the delegate allows it, and the delegate
    /// hears `searchBar(_:textDidChange:)`.
    func userDeletesBackward() {
        let current = text ?? ""
        guard let last = current.last else { return }
        let length = last.utf16.count
        let range = NSRange(location: current.utf16.count - length, length: length)
        if let delegate, !delegate.searchBar(self, shouldChangeTextIn: range, replacementText: "") {
            return
        }
        let remaining = String(current.dropLast())
        text = remaining
        delegate?.searchBar(self, textDidChange: remaining)
    }

    /// A user's search key: the delegate hears `searchBarSearchButtonClicked`.
    func userSearches() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// A user's tap on Cancel: the delegate hears `searchBarCancelButtonClicked`.
    func userCancels() {
        delegate?.searchBarCancelButtonClicked(self)
    }
}
