// ViewLifecycle · HeadlessUIKit

/// The background tasks the app began and has not ended, in this world.
@MainActor
package final class HeadlessBackgroundTasks: HeadlessWorldPart {
    /// The running tasks' names by identifier.
    private(set) var running: [UIBackgroundTaskIdentifier: String?] = [:]
    private var lastNumber = 0

    package init() {}

    package func tearDown() { running = [:] }

    /// Starts a task and returns its identifier, numbered from 1 in the order tasks begin.
    func begin(name: String?) -> UIBackgroundTaskIdentifier {
        lastNumber += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastNumber)
        running[identifier] = name
        return identifier
    }

    /// Ends a task; ending one that is not running does nothing.
    func end(_ identifier: UIBackgroundTaskIdentifier) {
        running[identifier] = nil
    }
}
