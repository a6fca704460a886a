// ViewLifecycle · HeadlessTesting

/// Which elements of a layer a locator names, by the driver's one rule.
@MainActor
enum QueryDriver {
    /// What a query looks at: the topmost layer, as the driver's gestures reach it; when it is
    /// presented, inside one element of the layer's role (`Sheet`, `Alert`), as the screen text
    /// prints it, so `.sheet()` and `.alert()` find it.
    static func layer() throws -> [ScreenElement] {
        let top = try ScreenDriver.topController()
        let shown = ScreenReader.elements(of: top)
        guard top.presentingViewController != nil else { return shown }
        return [ScreenElement(role: ScreenReader.layerRole(of: top), label: "", children: shown)]
    }

    /// The elements of `layer` (and inside them) that `locator` names, in reading order: whole
    /// labels, else parts of combined labels, as the driver's gestures match them.
    static func matches(_ locator: Headless.Locator, in layer: [ScreenElement]) -> [ScreenElement] {
        let reachable = layer.flatMap(\.selfAndDescendants)
        let exact = reachable.filter { ScreenDriver.matches(locator, $0, partly: false) }
        if !exact.isEmpty { return exact }
        return reachable.filter { ScreenDriver.matches(locator, $0, partly: true) }
    }
}
