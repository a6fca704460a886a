// ViewLifecycle · ViewLifecycle

/// Where SwiftUI's appearance of a tracked view's content reaches that view's relay: the
/// tracked view keeps one per identity (in `@State`) and hands it to its bridge, whose
/// coordinator, the relay, joins it when it is made.
///
/// SwiftUI's `onAppear` could come before the representable's coordinator exists; the link
/// remembers it, and the relay takes it once made.
@MainActor final class RelayLink {
    /// The relay of the tracked view, once its bridge is made; weak, as the coordinator is the
    /// bridge's to keep.
    weak var relay: LifecycleRelay?
    /// Whether SwiftUI shows the content now, as its last `onAppear` or `onDisappear` said.
    private(set) var isShown = false

    /// Creates a link with no relay yet.
    nonisolated init() {}

    /// Takes SwiftUI's appearance of the content and passes it to the relay.
    ///
    /// - Parameter isShown: `true` from `onAppear`, `false` from `onDisappear`.
    func swiftUIAppearanceChanged(isShown: Bool) {
        self.isShown = isShown
        relay?.swiftUIAppearanceChanged(isShown: isShown)
    }
}
