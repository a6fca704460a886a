// ViewLifecycle · HeadlessUIKit

import Foundation

/// An effect that makes content over a blur vivid (drawn only: it keeps its blur and style).
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    let blurEffect: UIBlurEffect
    /// The kind of vibrancy.
    let vibrancyStyle: UIVibrancyEffectStyle

    /// Creates a vibrancy effect for content over `blurEffect`, for primary text.
    ///
    /// - Parameter blurEffect: The blur the content sits on.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Creates a vibrancy effect of `style` for content over `blurEffect`.
    ///
    /// - Parameters:
    ///   - blurEffect: The blur the content sits on.
    ///   - style: The kind of vibrancy.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.vibrancyStyle = style
        super.init()
    }
}
