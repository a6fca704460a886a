// ViewLifecycle · HeadlessUIKit

/// An animation of one layer property, named by its key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated value adds to the property's own.
    open var isAdditive = false
    /// Whether each repetition builds on the previous one's end value.
    open var isCumulative = false

    /// Creates an animation of the property at `path`.
    ///
    /// - Parameter path: The property's key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
