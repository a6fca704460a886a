// ViewLifecycle · HeadlessSwiftUI

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// `scrollTo` scrolls the first scrollable on screen that has a row or view with the id (a
/// lazy container's row is found without being built), at once; the rows it shows are built
/// at the next update. Requests are also recorded.
public struct ScrollViewProxy {
    /// The requests made through this proxy's reader, oldest first.
    let requests: ScrollRequests

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
        requests.items.append((AnyHashable(id), anchor))
        nonisolated(unsafe) let id = AnyHashable(id)
        // Called from the main actor (a button's action, a task of the view) as on a device.
        MainActor.assumeIsolated {
            let target = ScrollPlace.row(id, anchor: anchor)
            for state in ScrollRegistry.current.onScreen {
                guard let (offset, axis) = state.resolve(target) else { continue }
                state.scroll(to: offset, along: axis)
                return
            }
        }
    }
}

/// The `scrollTo` calls made through one `ScrollViewReader`, kept so a test can read them.
final class ScrollRequests {
    /// Each request's id and anchor, oldest first.
    var items: [(AnyHashable, UnitPoint?)] = []
}
