// ViewLifecycle · HeadlessTestSupport

/// Returns the runtime warnings written to the console while `body` ran, oldest first.
///
/// They come from the runtime's console, which keeps what it prints, so no test touches the
/// process's standard output.
///
/// - Parameter body: The steps whose warnings to collect.
/// - Returns: The warnings, in UIKit's words.
@MainActor public func consoleMessages(during body: () -> Void) -> [String] {
    let before = Driver.consoleMessages.count
    body()
    return Array(Driver.consoleMessages.dropFirst(before))
}
