// ViewLifecycle · HeadlessUIKit

import CoreGraphics

extension CGContext {
    /// Runs `body` with `blendMode`, and `alpha` when given, set; the graphics state is restored
    /// after, as UIKit's blend-mode variants of fill and stroke leave it.
    func withBlendMode(_ blendMode: CGBlendMode, alpha: CGFloat? = nil, _ body: () -> Void) {
        saveGState()
        setBlendMode(blendMode)
        if let alpha { setAlpha(alpha) }
        body()
        restoreGState()
    }
}
