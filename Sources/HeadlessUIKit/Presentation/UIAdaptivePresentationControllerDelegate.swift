// ViewLifecycle · HeadlessUIKit

/// An object asked before, and told after, the user dismisses a sheet by swiping it down.
///
/// None of these methods is called for a dismissal made in code (trace 22, D4). UIKit's
/// members are `optional`; here each has UIKit's default and a same-named property keeps
/// `delegate?.presentationControllerWillDismiss?(…)` compiling (see `Docs/HeadlessUIKit.md`).
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style a presentation adapts to in the given traits (a popover in compact width);
    /// by default the answer of `adaptivePresentationStyle(for:)`.
    ///
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The traits it adapts to.
    /// - Returns: The style, or `.none` to keep the presentation as it is.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle

    /// The style a presentation adapts to in compact width; by default the presentation
    /// controller's own adaptive style.
    ///
    /// - Parameter controller: The presentation controller.
    /// - Returns: The style, or `.none` to keep the presentation as it is.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

    /// Asks whether the user's swipe may dismiss the sheet; not asked while
    /// `isModalInPresentation` is true.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    /// - Returns: Whether to dismiss.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// Called as the user's swipe begins to dismiss the sheet, possibly several times if the
    /// user lets go and tugs again.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// Called once the user's swipe has dismissed the sheet and its animations have finished.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// Called when the user tried to dismiss a sheet that may not be dismissed.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Answers `adaptivePresentationStyle(for:)`, as UIKit does when only that one is implemented.
    ///
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The traits it adapts to.
    /// - Returns: The style.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Answers the presentation controller's own adaptive style.
    ///
    /// - Parameter controller: The presentation controller.
    /// - Returns: The style.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController
    ) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }

    /// Allows the dismissal; optional in UIKit.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    /// - Returns: `true`.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        true
    }

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter presentationController: The sheet's presentation controller.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    {}

    /// `presentationControllerShouldDismiss(_:)` as a value, for `delegate?.…?(…)` call sites.
    public var presentationControllerShouldDismiss: Headless.OptionalMethod<UIPresentationController, Bool>? {
        Headless.OptionalMethod { self.presentationControllerShouldDismiss($0) }
    }

    /// `presentationControllerWillDismiss(_:)` as a value, for `delegate?.…?(…)` call sites.
    public var presentationControllerWillDismiss: Headless.OptionalMethod<UIPresentationController, Void>? {
        Headless.OptionalMethod { self.presentationControllerWillDismiss($0) }
    }

    /// `presentationControllerDidDismiss(_:)` as a value, for `delegate?.…?(…)` call sites.
    public var presentationControllerDidDismiss: Headless.OptionalMethod<UIPresentationController, Void>? {
        Headless.OptionalMethod { self.presentationControllerDidDismiss($0) }
    }

    /// `presentationControllerDidAttemptToDismiss(_:)` as a value, for `delegate?.…?(…)` call sites.
    public var presentationControllerDidAttemptToDismiss:
        Headless.OptionalMethod<UIPresentationController, Void>?
    {
        Headless.OptionalMethod { self.presentationControllerDidAttemptToDismiss($0) }
    }
}
