// ViewLifecycle · HeadlessUIKit

/// A view that shows a line of read-only text; the headless runtime only stores the text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The string on display, or `nil` for none.
    open var text: String?
}
