// ViewLifecycle · HeadlessUIKit

/// The views a scrolling list keeps for reuse, by reuse identifier, and how to make a new one
/// of each registered identifier; table and collection views each keep one per kind of view.
@MainActor
struct ReusePool<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var idle: [String: [View]] = [:]

    /// Registers how to make the views of `identifier`, or unregisters it with `nil`.
    mutating func register(_ identifier: String, make: (() -> View)?) {
        makers[identifier] = make
    }

    /// Whether `identifier` has a registered kind of view.
    func isRegistered(_ identifier: String) -> Bool {
        makers[identifier] != nil
    }

    /// A pooled view after `prepare` (its `prepareForReuse()`), else a new one of the registered
    /// kind, else `nil`.
    mutating func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
        if var views = idle[identifier], let view = views.popLast() {
            idle[identifier] = views
            prepare(view)
            return view
        }
        return makers[identifier]?()
    }

    /// Puts a view that left the display in the pool of `identifier`, once.
    mutating func enqueue(_ view: View, identifier: String) {
        guard !holds(view, identifier: identifier) else { return }
        idle[identifier, default: []].append(view)
    }

    /// Whether the pool of `identifier` holds `view`.
    func holds(_ view: View, identifier: String) -> Bool {
        idle[identifier]?.contains { $0 === view } ?? false
    }

    /// Empties the pools, keeping the registrations.
    mutating func removeAll() {
        idle.removeAll()
    }
}
