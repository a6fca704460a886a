// ViewLifecycle · HeadlessSwiftUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The concurrency runtime's own check behind `MainActor.assumeIsolated`, without its trap,
/// looked up once (`swift_task_isCurrentExecutor` takes the executor's two words).
private let isCurrentExecutor: (@convention(c) (UInt, UInt) -> Bool)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_isCurrentExecutor") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UInt, UInt) -> Bool).self)
}()

/// Whether the caller runs on the main actor.
///
/// The main actor does not always run on the main thread (Swift Testing on Linux runs it on
/// another), so the thread is not the test; the executor is.
private func isOnMainActor() -> Bool {
    guard let isCurrentExecutor else { return true }
    let words = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UInt, UInt).self)
    return isCurrentExecutor(words.0, words.1)
}

/// Runs `body` on the main actor: at once when the caller is already isolated to it (a model or
/// state written from main-actor code, the usual case), else on a main-actor task.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor() {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}
