// ViewLifecycle · HeadlessSwiftUI

/// What a `body`'s observation tracking holds: a weak way back to the node that read the values.
///
/// `withObservationTracking` keeps its `onChange` closure until the first change fires, and
/// offers no way to cancel it; the closure holds only this token, and the token holds the node
/// weakly, so a node that left the graph is freed at once and the token at the next write.
final class ObservationToken: @unchecked Sendable {
    nonisolated(unsafe) private weak var node: ViewNode?
    private let generation: Int

    @MainActor
    init(node: ViewNode, generation: Int) {
        self.node = node
        self.generation = generation
    }

    /// Marks the node dirty, on the main actor (models are main-actor; a write from elsewhere
    /// hops there, as SwiftUI's would).
    func fire() {
        onMainActor { [self] in node?.observedChange(generation: generation) }
    }
}
