// ViewLifecycle · HeadlessSwiftUI

/// Runs `body` on the main actor: at once when the caller is already isolated to it (a model or
/// state written from main-actor code, the usual case), else on a main-actor task.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if ConcurrencyRuntime.isOnMainActor {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}
