// ViewLifecycle · HeadlessUIKit

/// An animation of one property from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// How much it changes the value by.
    open var byValue: Any?
}
