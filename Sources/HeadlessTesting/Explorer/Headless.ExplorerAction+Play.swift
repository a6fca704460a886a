// ViewLifecycle · HeadlessTesting

extension Headless.ExplorerAction {
    /// Plays the action as its ``description`` says, and runs until idle.
    ///
    /// - Throws: The driver's error when the screen offers no such element: a shrunk list
    ///   replays actions on screens that may no longer show their element.
    @MainActor func play() throws {
        switch self {
        case .tap(let locator): try Headless.tap(locator)
        case .type(let text, let field): try Headless.type(text, into: field)
        case .select(let option, let picker): try Headless.select(option, in: picker)
        case .increment(let stepper): try Headless.increment(stepper)
        case .decrement(let stepper): try Headless.decrement(stepper)
        case .scroll(let toEnd): try Headless.scroll(to: toEnd ? .end : .top)
        case .goBack: try Headless.goBack()
        case .swipeSheetDown(let finishing): try Headless.swipeSheetDown(finishing: finishing)
        case .backgroundAndForeground:
            Headless.enterBackground()
            Headless.runUntilIdle()
            Headless.enterForeground()
            Headless.runUntilIdle()
        }
    }
}
