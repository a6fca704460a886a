// ViewLifecycle · HeadlessUIKit

/// An object whose handlers run when chosen traits of its trait collection change: views,
/// controllers and presentation controllers.
///
/// Apple's protocol also has `registerForTraitChanges(_:target:action:)` and
/// `registerForTraitChanges(_:action:)`, which call a `#selector`; without the Objective-C
/// runtime they cannot be called, so the headless runtime leaves them out (use the closure form).
@available(iOS 17.0, tvOS 17.0, *)
@MainActor @preconcurrency
public protocol UITraitChangeObservable {
    /// A handler called with the environment whose traits changed and its traits before.
    typealias TraitChangeHandler<TraitEnvironment> = (
        _ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection
    ) -> Void where TraitEnvironment: UITraitEnvironment

    /// Registers a closure to call when any of `traits` changes in this object's collection.
    ///
    /// - Parameters:
    ///   - traits: The traits to watch.
    ///   - handler: Called with this object (write its type, as `(self: Self, previous)`) and
    ///     its traits before the change.
    /// - Returns: The registration, for `unregisterForTraitChanges(_:)`.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment

    /// Removes a registration; its handler is not called again.
    ///
    /// - Parameter registration: What a `registerForTraitChanges` call returned.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
