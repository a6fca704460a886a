// ViewLifecycle · HeadlessTesting

extension Headless {
    /// Returns the one element on screen that `locator` names.
    ///
    /// Looks where the user can reach, as `tap(_:)` does: the topmost layer (a sheet or an alert
    /// covers what is below it), itself an element when it is presented (`.sheet()`, `.alert()`).
    /// A label matches an element's whole label first; only when none does, one of the
    /// ", "-separated parts of a combined label.
    ///
    /// - Parameter locator: The element's label, `.button("Save")` and the other roles, or
    ///   `.id(_:)`.
    /// - Returns: The element, with the elements inside it.
    /// - Throws: `Headless.DriverError` listing what is on screen when nothing matches, or the
    ///   matches when several do, with how to name one.
    public static func find(_ locator: Locator) throws -> Element {
        let layer = try QueryDriver.layer()
        let matches = QueryDriver.matches(locator, in: layer)
        guard let match = matches.first else { throw DriverError.notFound(locator, onScreen: layer) }
        guard matches.count == 1 else { throw DriverError.ambiguous(locator, matches) }
        return Element(match)
    }

    /// Returns every element on screen that `locator` names, in reading order: none when
    /// nothing matches or no window is on screen.
    ///
    /// - Parameter locator: The elements' label, a role (`.button()`: every button), or `.id(_:)`.
    /// - Returns: The elements, each with the elements inside it.
    public static func findAll(_ locator: Locator) -> [Element] {
        let layer = (try? QueryDriver.layer()) ?? []
        return QueryDriver.matches(locator, in: layer).map(Element.init)
    }

    /// Returns whether an element that `locator` names is on screen, where the user can reach it.
    ///
    /// - Parameter locator: The element's label, role and label, or `.id(_:)`.
    /// - Returns: `true` when at least one element matches.
    public static func exists(_ locator: Locator) -> Bool {
        !findAll(locator).isEmpty
    }
}
