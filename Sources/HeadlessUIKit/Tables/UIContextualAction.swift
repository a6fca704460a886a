// ViewLifecycle · HeadlessUIKit

/// An action a swipe on a table row reveals; `Headless.performSwipeAction(_:forRowAt:in:)` taps it.
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// The code that runs when the action is tapped; it must call the completion handler with
    /// whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    open private(set) var style: UIContextualAction.Style
    /// The code that runs on a tap.
    open private(set) var handler: UIContextualAction.Handler
    /// The button's title.
    open var title: String?
    /// The button's colour.
    open var backgroundColor: UIColor!
    /// The button's image.
    open var image: UIImage?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - style: `.normal` or `.destructive`.
    ///   - title: The button's title.
    ///   - handler: The code to run on a tap.
    public convenience init(
        style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
    ) {
        self.init(storedStyle: style, title: title, handler: handler)
    }

    private init(
        storedStyle: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
    ) {
        self.style = storedStyle
        self.title = title
        self.handler = handler
        self.backgroundColor = storedStyle == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
