// ViewLifecycle · HeadlessUIKit

extension NSLayoutConstraint {
    /// UIKit's standard space between two views: what `-` means in a visual format and the
    /// system spacing of `constraint(equalToSystemSpacingAfter:multiplier:)` (Apple's Auto Layout
    /// Guide, "Visual Format Language": 8 points).
    static let standardSpacing: CGFloat = 8
}
