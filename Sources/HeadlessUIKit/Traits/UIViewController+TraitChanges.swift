// ViewLifecycle · HeadlessUIKit

extension UIViewController: UITraitEnvironment {}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    /// Registers a closure to call when any of `traits` changes in this controller's collection.
    ///
    /// The handler receives the controller, so it need not capture it: declare its first parameter
    /// with the controller's type, as `(self: Self, previousTraitCollection)`. The registration holds
    /// only the closure.
    ///
    /// - Parameters:
    ///   - traits: The traits to watch.
    ///   - handler: Called after `traitCollectionDidChange(_:)` with the controller and its traits
    ///     before the change.
    /// - Returns: The registration, for `unregisterForTraitChanges(_:)`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UIViewController.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        precondition(
            self is TraitEnvironment,
            "registerForTraitChanges(_:handler:) on a \(type(of: self)): the handler's first parameter is "
                + "\(TraitEnvironment.self), which this controller is not; declare it as \(type(of: self)) or Self"
        )
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        traitChanges.registrations.append(registration)
        return registration
    }

    /// Removes a registration; its handler is not called again.
    ///
    /// - Parameter registration: What `registerForTraitChanges(_:handler:)` returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChanges.registrations.removeAll { $0 === registration }
    }

    /// The traits this controller sets for itself and its view and everything in it.
    ///
    /// Setting it tells every environment whose traits changed at once, top down:
    /// `traitCollectionDidChange(_:)`, then the handlers registered for a changed trait.
    public var traitOverrides: UITraitOverrides {
        get { traitChanges.overrides }
        set {
            let delivery = TraitChangeDelivery(roots: [.controller(self)])
            traitChanges.overrides = newValue
            delivery.deliver()
        }
    }
}
