// ViewLifecycle · HeadlessSwiftUI

/// A modifier that gives its content an explicit identity (`id(_:)`), read without its generic
/// argument: `scrollTo` finds a row or a view by it.
@MainActor
protocol ExplicitlyIdentified {
    /// The id, type-erased.
    var identity: AnyHashable { get }
}

extension _IdentityModifier: ExplicitlyIdentified {
    var identity: AnyHashable { AnyHashable(id) }
}
