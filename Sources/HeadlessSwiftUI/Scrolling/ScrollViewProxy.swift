// ViewLifecycle · HeadlessSwiftUI

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// Nothing scrolls headlessly: `scrollTo` records the request and does nothing else.
public struct ScrollViewProxy {
    /// The requests made through this proxy's reader, oldest first.
    let requests: ScrollRequests

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
        requests.items.append((AnyHashable(id), anchor))
    }
}

/// The `scrollTo` calls made through one `ScrollViewReader`, kept so a test can read them.
final class ScrollRequests {
    /// Each request's id and anchor, oldest first.
    var items: [(AnyHashable, UnitPoint?)] = []
}
