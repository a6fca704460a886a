// ViewLifecycle · HeadlessUIKit

import Foundation

/// The current time in seconds of the host's clock since it started, as Core Animation reads it.
///
/// - Returns: The time.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
