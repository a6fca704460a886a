// ViewLifecycle · HeadlessUIKit

/// A factory for constraints between one attribute of two views; the runtime records, never solves.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view the anchor belongs to.
    weak var item: UIView?
    /// The attribute's name, such as `centerX`.
    let attribute: String

    init(item: UIView, attribute: String) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// Makes a constraint that keeps this anchor equal to another.
    ///
    /// - Parameter anchor: The other anchor.
    /// - Returns: An inactive constraint.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .equal, second: anchor, constant: 0)
    }

    /// Makes a constraint that keeps this anchor at or past another.
    ///
    /// - Parameter anchor: The other anchor.
    /// - Returns: An inactive constraint.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .greaterThanOrEqual, second: anchor, constant: 0)
    }

    /// Makes a constraint that keeps this anchor at or before another.
    ///
    /// - Parameter anchor: The other anchor.
    /// - Returns: An inactive constraint.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .lessThanOrEqual, second: anchor, constant: 0)
    }

    /// Makes a constraint that keeps this anchor equal to another plus an offset.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    open func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .equal, second: anchor, constant: c)
    }

    /// Makes a constraint that keeps this anchor at or past another plus an offset.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .greaterThanOrEqual, second: anchor, constant: c)
    }

    /// Makes a constraint that keeps this anchor at or before another plus an offset.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .lessThanOrEqual, second: anchor, constant: c)
    }
}
