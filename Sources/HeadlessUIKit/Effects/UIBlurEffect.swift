// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object that applies a blurring effect to the content layered behind a view (drawn only).
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The intensity of the blur (UIKit keeps it private).
    package let style: Style

    /// Creates a blur effect with the specified style.
    ///
    /// - Parameter style: The intensity of the blur.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
