// ViewLifecycle · HeadlessUIKit

/// The console UIKit and SwiftUI write their runtime warnings to.
///
/// Each message is printed, as on a device, and kept, so a test reads what the runtime warned
/// about without redirecting the process's standard output.
@MainActor
package final class HeadlessConsole {
    /// The messages written since the world began, oldest first.
    package private(set) var messages: [String] = []

    package init() {}

    /// Prints `message` on its own line and keeps it.
    ///
    /// - Parameter message: The warning, in the words UIKit or SwiftUI use.
    package func write(_ message: String) {
        messages.append(message)
        print(message)
    }
}
