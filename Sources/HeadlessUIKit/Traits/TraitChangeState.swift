// ViewLifecycle · HeadlessUIKit

/// What a trait environment (a view or a controller) keeps of the iOS 17 trait system: the traits
/// it overrides and the handlers registered for changes of its traits.
@MainActor
struct TraitChangeState {
    /// The environment's `traitOverrides`.
    var overrides = UITraitOverrides()
    /// The registrations, first registered first: the order handlers are called in.
    var registrations: [TraitChangeRegistration] = []

    /// The collection an environment has when it inherits `inherited`.
    func applyingOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        guard !overrides.storage.entries.isEmpty else { return inherited }
        var combined = inherited.storage
        combined.apply(overrides.storage)
        return UITraitCollection(storage: combined)
    }

    /// The registrations to call when `changed` traits changed: those registered for any of them.
    func registrations(for changed: [UITrait]) -> [TraitChangeRegistration] {
        let changedIDs = Set(changed.map { ObjectIdentifier($0) })
        return registrations.filter { registration in
            registration.traits.contains { changedIDs.contains(ObjectIdentifier($0)) }
        }
    }
}
