// ViewLifecycle · HeadlessSwiftUI

extension UIViewRepresentableContext {
    /// Animates changes to the representable's UIKit view with the animation of the update's
    /// transaction (at once, without one).
    ///
    /// - Parameters:
    ///   - changes: The changes to animate.
    ///   - completion: Runs once the animation is complete.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor @preconcurrency
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        animateRepresentableChanges(with: transaction.animation, changes: changes, completion: completion)
    }
}
