// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit

/// The runtime warnings written to the console while `body` ran, oldest first.
///
/// They come from the runtime's console, which keeps what it prints, so no test touches the
/// process's standard output.
@MainActor func consoleMessages(during body: () -> Void) -> [String] {
    let before = Headless.consoleMessages.count
    body()
    return Array(Headless.consoleMessages.dropFirst(before))
}
