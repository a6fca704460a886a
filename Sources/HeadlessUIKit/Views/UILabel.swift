// ViewLifecycle · HeadlessUIKit

/// A view that shows a line of read-only text; the headless runtime only stores the text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String?
}
