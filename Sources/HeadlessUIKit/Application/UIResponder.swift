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

    /// The responder that an unhandled event moves on to; `nil` at the end of the chain.
    open var next: UIResponder? { nil }
}
