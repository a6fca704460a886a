// ViewLifecycle · ViewLifecycle

/// The visibility of one tracked view measured against each of its thresholds: visible while the
/// relay says the view is visible (appeared, scene active) and enough of it is inside the visible
/// area of its scroll view; a view in no scroll view is wholly inside. Each input tells the
/// handlers whose answer changed, so they hear of changes only.
///
/// One per tracked view identity (kept in `@State`); platform-free, fed by the bridge's relay and
/// the platform's viewport probe.
@MainActor
final class VisibilityGate {
    /// Whether the relay last said the view is visible.
    private var isVisible = false
    /// Whether a scroll view encloses the view; until a probe says, assumed to.
    private var isInScrollView = true
    /// The share of the view inside its scroll view's visible area; until a probe says, none.
    private var share = 0.0
    /// What SwiftUI's own scroll visibility said per threshold (iOS 18), by the threshold's index.
    private var systemAnswers: [Bool?] = []
    /// The answer last told to each threshold's handler, by index.
    private var reported: [Bool] = []

    /// A gate for a view not yet visible. Nonisolated: `@State` makes it in the view's initializer.
    nonisolated init() {}

    /// Takes the relay's visibility.
    func visibilityChanged(_ visible: Bool, handlers: LifecycleHandlers) {
        isVisible = visible
        reportChanges(to: handlers)
    }

    /// Takes the share of the view inside its scroll view's visible area, `nil` when no scroll
    /// view encloses it.
    func viewportChanged(share: Double?, handlers: LifecycleHandlers) {
        isInScrollView = share != nil
        self.share = share ?? 1
        reportChanges(to: handlers)
    }

    /// Takes SwiftUI's answer for the threshold at `index` (its scroll visibility API, iOS 18).
    func scrollVisibilityChanged(_ visible: Bool, at index: Int, handlers: LifecycleHandlers) {
        while systemAnswers.count <= index { systemAnswers.append(nil) }
        systemAnswers[index] = visible
        reportChanges(to: handlers)
    }

    /// Whether the threshold at `index` is met: SwiftUI's answer once it gave one, else the share
    /// (more than nothing and at least the threshold).
    private func isInside(_ threshold: Double, at index: Int) -> Bool {
        guard isInScrollView else { return true }
        if index < systemAnswers.count, let answer = systemAnswers[index] { return answer }
        return share > 0 && share >= threshold
    }

    private func reportChanges(to handlers: LifecycleHandlers) {
        let thresholds = handlers.thresholds
        for (index, handler) in thresholds.enumerated() {
            if index == reported.count { reported.append(false) }
            let now = isVisible && isInside(handler.threshold, at: index)
            guard now != reported[index] else { continue }
            reported[index] = now
            handler.perform(now)
        }
    }
}
