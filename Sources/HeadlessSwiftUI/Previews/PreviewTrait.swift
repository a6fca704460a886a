// ViewLifecycle · HeadlessSwiftUI

/// A trait of a preview: its layout or its interface orientation.
public struct PreviewTrait<T>: Sendable {
    /// What the trait says; headlessly only `fixedLayout` changes what is shown (the window's size).
    package enum Value: Sendable, Equatable {
        /// The device's own layout.
        case defaultLayout
        /// The view at its ideal size.
        case sizeThatFitsLayout
        /// A fixed-size container.
        case fixedLayout(width: CGFloat, height: CGFloat)
        /// An interface orientation (by Apple's case name).
        case orientation(String)
    }

    /// What the trait says.
    package let value: Value
}
