// ViewLifecycle · HeadlessTesting

/// Finds the swipe actions or the context menu of one view, by what that view shows, and taps
/// one of its items.
@MainActor
enum RowActionsDriver {
    /// The one reachable `SwipeActions` or `ContextMenu` element whose view `owner` names.
    static func actions(_ role: ScreenRole, of owner: Headless.Locator) throws -> ScreenElement {
        let layer = try ScreenDriver.topLayer()
        let found = layer.flatMap(\.selfAndDescendants).filter {
            $0.role == role && !QueryDriver.matches(owner, in: $0.owner).isEmpty
        }
        let noun = role == .swipeActions ? "swipe actions" : "a context menu"
        guard let actions = found.first else {
            throw Headless.DriverError(
                "No element \(owner) with \(noun) on screen. On screen: \(Headless.DriverError.listed(layer))."
            )
        }
        guard found.count == 1 else {
            let owners = found.map { Headless.DriverError.lines($0.owner) }.joined(separator: "; ")
            throw Headless.DriverError("\(found.count) elements \(owner) have \(noun): \(owners).")
        }
        return actions
    }

    /// Taps the item `item` names among the actions `role` of the view `owner` names.
    static func tap(_ item: Headless.Locator, in role: ScreenRole, of owner: Headless.Locator) throws {
        let actions = try actions(role, of: owner)
        let tappable = QueryDriver.matches(item, in: actions.children).filter { $0.actions.tap != nil }
        let noun = role == .swipeActions ? "swipe actions" : "context menu"
        guard let element = tappable.first, let tap = element.actions.tap else {
            throw Headless.DriverError(
                "The \(noun) of the element \(owner) have no item \(item) that can be tapped: they are "
                    + "\(Headless.DriverError.listed(actions.children)).")
        }
        guard tappable.count == 1 else {
            throw Headless.DriverError.ambiguous(item, .tap, tappable)
        }
        guard element.isEnabled else { throw Headless.DriverError.disabled(.tap, element) }
        ScreenDriver.play(tap)
    }
}
