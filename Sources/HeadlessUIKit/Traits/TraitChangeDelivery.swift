// ViewLifecycle · HeadlessUIKit

/// One trait change of a part of the hierarchy: the traits each environment had before, taken
/// when the change begins, and the calls that tell each whose traits changed once it is made.
///
/// The order, a guess where no device log settles it (Docs/HeadlessUIKit.md, "Traits"): top down,
/// a controller before its root view; for each environment `traitCollectionDidChange(_:)` (which
/// iOS 17 still sends), then its registered handlers in registration order, with
/// `UITraitCollection.current` set to its new traits; then a container adapts (a split view
/// collapsing or expanding) before its children hear of the change.
@MainActor
struct TraitChangeDelivery {
    private let roots: [TraitEnvironmentNode]
    private let fallback: UITraitCollection?
    private var previous: [ObjectIdentifier: UITraitCollection] = [:]

    /// Takes the traits of every environment below `roots`, before a change.
    ///
    /// - Parameters:
    ///   - roots: The tops of the changing part of the hierarchy.
    ///   - fallback: The previous traits of an environment that joins the hierarchy during the
    ///     delivery (a split view's), or `nil` to leave such environments untold.
    init(roots: [TraitEnvironmentNode], fallback: UITraitCollection? = nil) {
        self.roots = roots
        self.fallback = fallback
        var taken: [ObjectIdentifier: UITraitCollection] = [:]
        for root in roots {
            root.walk { taken[ObjectIdentifier($0.object)] = $0.traitCollection }
        }
        previous = taken
    }

    /// Tells each environment whose traits changed since the delivery was made.
    func deliver() {
        for root in roots {
            root.walk { node in
                guard let before = previous[ObjectIdentifier(node.object)] ?? fallback else { return }
                deliver(to: node, before: before)
            }
        }
    }

    private func deliver(to node: TraitEnvironmentNode, before: UITraitCollection) {
        let now = node.traitCollection
        let changed = now.changedTraits(from: before)
        guard !changed.isEmpty else { return }
        now.performAsCurrent {
            node.traitCollectionDidChange(before)
            for registration in node.traitChanges.registrations(for: changed) {
                registration.handler(node.object, before)
            }
        }
        if case .controller(let controller) = node { controller.traitsDidChange() }
    }
}
