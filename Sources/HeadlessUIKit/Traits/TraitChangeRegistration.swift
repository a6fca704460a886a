// ViewLifecycle · HeadlessUIKit

import Foundation

/// One closure registered with `registerForTraitChanges(_:handler:)` and the traits it watches.
///
/// It holds the closure only: the environment is passed to the handler when it is called, so a
/// registration never keeps its view or controller alive.
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    /// The traits whose changes call the handler.
    let traits: [UITrait]
    /// The handler, taking the environment and its previous traits.
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
        super.init()
    }

    /// Returns the registration itself: it is immutable, so a copy is the same token.
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}
