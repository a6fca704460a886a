// ViewLifecycle · HeadlessTesting

/// What the user could do next on the screen as it is: the explorer picks among these.
@MainActor
enum ExplorerScreen {
    /// The texts the explorer types: a word, nothing (clearing the field) and one letter.
    static let texts = ["Dune", "", "A"]

    /// Every action the screen offers now, in reading order: a tap on each enabled control of
    /// the top layer, typing into each field, a stepper's steps, each option of each picker, the back button, a
    /// scroll each way, a sheet's swipe finished and cancelled, and a trip to the background.
    ///
    /// An element is offered only when the driver finds it by the locator the action carries
    /// (its label, else its identifier), so every action listed can be played and pasted.
    static func actions() -> [Headless.ExplorerAction] {
        var actions: [Headless.ExplorerAction] = []
        let elements = ((try? ScreenDriver.topLayer()) ?? []).flatMap(\.selfAndDescendants)
        for element in elements where element.isEnabled {
            if element.role == .backButton {
                if element.actions.tap != nil { actions.append(.goBack) }
                continue
            }
            if element.actions.tap != nil, let locator = locator(of: element, taking: .tap) {
                actions.append(.tap(locator))
            }
            if element.actions.setText != nil, let locator = locator(of: element, taking: .setText) {
                actions += texts.map { .type($0, into: locator) }
            }
            if element.actions.increment != nil, let locator = locator(of: element, taking: .increment) {
                actions.append(.increment(locator))
            }
            if element.actions.decrement != nil, let locator = locator(of: element, taking: .decrement) {
                actions.append(.decrement(locator))
            }
            if let options = element.actions.options, let locator = locator(of: element, taking: .select) {
                actions += options.map { .select($0.label, in: locator) }
            }
        }
        if (try? Headless.scrollOffset()) != nil {
            actions += [.scroll(toEnd: true), .scroll(toEnd: false)]
        }
        if Headless.sheetOnTop() != nil {
            actions += [.swipeSheetDown(finishing: true), .swipeSheetDown(finishing: false)]
        }
        actions.append(.backgroundAndForeground)
        return actions
    }

    /// The locator the driver finds `element` by for `gesture`: its label, else its identifier;
    /// `nil` when neither names it alone.
    private static func locator(of element: ScreenElement, taking gesture: ScreenGesture) -> Headless.Locator?
    {
        var candidates: [Headless.Locator] = []
        if !element.label.isEmpty { candidates.append(.label(element.label)) }
        if let identifier = element.identifier, !identifier.isEmpty {
            candidates.append(.identifier(identifier))
        }
        return candidates.first { locator in
            guard let found = try? ScreenDriver.element(locator, taking: gesture) else { return false }
            return found.role == element.role && found.label == element.label
                && found.identifier == element.identifier
        }
    }
}
