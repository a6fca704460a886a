// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Runs `body` while view moves send no appearance calls, because a transition sends them.
    package func withoutViewDrivenAppearance(_ body: () -> Void) {
        suppressViewDrivenAppearance += 1
        defer { suppressViewDrivenAppearance -= 1 }
        body()
    }
}
