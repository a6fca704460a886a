// ViewLifecycle · HeadlessUIKit

/// The text field inside a search bar.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {}
