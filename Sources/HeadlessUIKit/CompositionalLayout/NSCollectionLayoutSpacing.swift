// ViewLifecycle · HeadlessUIKit

/// The space between a group's items: fixed, or at least a length (laid out as that length
/// here).
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject {
    /// The length.
    public let spacing: CGFloat
    /// Whether the spacing may grow.
    public let isFlexible: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexible = flexible
        super.init()
    }

    /// At least `flexibleSpacing` points.
    ///
    /// - Parameter flexibleSpacing: The least length.
    /// - Returns: The spacing.
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) as! Self
    }

    /// Exactly `fixedSpacing` points.
    ///
    /// - Parameter fixedSpacing: The length.
    /// - Returns: The spacing.
    open class func fixed(_ fixedSpacing: CGFloat) -> Self {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) as! Self
    }

    /// Whether the spacing is exact.
    open var isFixed: Bool { !isFlexible }
}
