// ViewLifecycle · HeadlessUIKit

/// An object that decides whether a gesture recognizer begins, receives touches, and runs
/// alongside or after other recognizers.
///
/// UIKit's members are `optional`; as for the other delegates, each is a requirement with UIKit's
/// default answer in an extension, plus a `gestureRecognizerShouldBegin` property that keeps
/// `delegate?.gestureRecognizerShouldBegin?(…)` compiling. The two-argument methods share the base
/// name `gestureRecognizer`, so they have no such property.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer is about to leave `.possible`; `false` makes it fail.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: Whether it may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked when both recognizers would recognize the same touches.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether both may recognize.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether it must wait.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether the other must wait.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked before the recognizer sees a new touch; `false` keeps the touch from it.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The touch that began.
    /// - Returns: Whether the recognizer receives the touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asked before the recognizer sees an event.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event.
    /// - Returns: Whether the recognizer receives the event.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Returns `true`, UIKit's answer when the method is not implemented.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Returns `false`, UIKit's answer when the method is not implemented.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Returns `false`, UIKit's answer when the method is not implemented.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Returns `false`, UIKit's answer when the method is not implemented.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer asking.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// Returns `true`, UIKit's answer when the method is not implemented.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The touch.
    /// - Returns: `true`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
        true
    }

    /// Returns `true`, UIKit's answer when the method is not implemented.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event.
    /// - Returns: `true`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
    ) -> Bool {
        true
    }

    /// `gestureRecognizerShouldBegin(_:)` as a value, for `delegate?.…?(…)` call sites.
    public var gestureRecognizerShouldBegin: Headless.OptionalMethod<UIGestureRecognizer, Bool>? {
        Headless.OptionalMethod { self.gestureRecognizerShouldBegin($0) }
    }
}
