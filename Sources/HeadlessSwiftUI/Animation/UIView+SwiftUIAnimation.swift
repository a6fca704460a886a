// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension UIView {
    /// Animates changes to UIKit views with a SwiftUI animation.
    ///
    /// The changes land at once (nothing is drawn headlessly); the completion runs on the run
    /// loop once virtual time has passed the animation's duration, as `withAnimation`'s does.
    ///
    /// - Parameters:
    ///   - animation: The animation.
    ///   - changes: The changes to animate.
    ///   - completion: Runs once the animation is complete.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor @preconcurrency
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        if let completion {
            withAnimation(animation, changes, completion: completion)
        } else {
            withAnimation(animation, changes)
        }
    }
}

/// Runs a representable's animated changes: at once, with the completion after the animation.
@MainActor
func animateRepresentableChanges(
    with animation: Animation?, changes: () -> Void, completion: (() -> Void)?
) {
    if let completion {
        withAnimation(animation, changes, completion: completion)
    } else {
        changes()
    }
}
