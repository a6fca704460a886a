// ViewLifecycle · HeadlessTesting

/// Which elements of a layer a locator names, by the driver's one rule.
@MainActor
enum QueryDriver {
    /// The elements of `layer` (and inside them) that `locator` names, in reading order: whole
    /// labels, else parts of combined labels, as the driver's gestures match them.
    static func matches(_ locator: Headless.Locator, in layer: [ScreenElement]) -> [ScreenElement] {
        let reachable = layer.flatMap(\.selfAndDescendants)
        let exact = reachable.filter { ScreenDriver.matches(locator, $0, partly: false) }
        if !exact.isEmpty { return exact }
        return reachable.filter { ScreenDriver.matches(locator, $0, partly: true) }
    }
}
