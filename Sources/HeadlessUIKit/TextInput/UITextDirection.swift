// ViewLifecycle · HeadlessUIKit

/// A direction in text: a storage direction (forward, backward) or a layout direction (right,
/// left, up, down), as one type so a tokenizer takes either.
public struct UITextDirection: Hashable, Equatable, RawRepresentable, Sendable {
    /// The direction's value: a storage direction's or a layout direction's raw value.
    public var rawValue: Int

    /// Creates a direction from its raw value.
    ///
    /// - Parameter rawValue: A `UITextStorageDirection` or `UITextLayoutDirection` raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A storage direction as a text direction.
    ///
    /// - Parameter direction: Forward or backward.
    /// - Returns: The direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A layout direction as a text direction.
    ///
    /// - Parameter direction: Right, left, up or down.
    /// - Returns: The direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs toward the end of left-to-right text: forward, right or down.
    var isTowardEnd: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue,
            UITextLayoutDirection.down.rawValue:
            true
        default: false
        }
    }
}
