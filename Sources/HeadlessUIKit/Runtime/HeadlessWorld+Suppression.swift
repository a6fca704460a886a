// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// The bounds of the simulated screen (an iPhone 15's points).
    nonisolated package static let screenBounds = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// Runs `body` while view moves send no appearance calls, because a transition sends them.
    package func withoutViewDrivenAppearance(_ body: () -> Void) {
        suppressViewDrivenAppearance += 1
        defer { suppressViewDrivenAppearance -= 1 }
        body()
    }
}
