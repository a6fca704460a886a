// ViewLifecycle · HeadlessUIKit

/// An object that can take part in event handling; the common base of views, controllers and the app.
///
/// The headless runtime delivers no touches or presses, so this class only anchors the hierarchy.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` when the chain ends here.
    open var next: UIResponder? { nil }
}
