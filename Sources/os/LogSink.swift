// ViewLifecycle · os (a stand-in where the platform has no os module)

import Foundation

/// Where the messages of every log go: standard error when the environment asks Apple's logging
/// to mirror them there (Xcode's debugger sets `OS_ACTIVITY_DT_MODE` for the processes it runs),
/// and nowhere otherwise.
enum LogSink {
    /// The variables that turn the mirror on, whatever their value: Apple's logging checks that
    /// one exists.
    static let mirroringVariables = ["OS_ACTIVITY_DT_MODE", "ACTIVITY_LOG_STDERR", "CFLOG_FORCE_STDERR"]

    /// Whether messages are mirrored to standard error (read once, at the first message).
    static let mirrors = mirrors(in: ProcessInfo.processInfo.environment)

    /// Whether `environment` turns the mirror on.
    static func mirrors(in environment: [String: String]) -> Bool {
        mirroringVariables.contains { environment[$0] != nil }
    }

    /// Sends `message` at `level` to `log`; `message` is made only if it goes somewhere.
    static func send(_ message: () -> String, level: OSLogType, to log: OSLog) {
        guard mirrors, let line = line(message, in: log) else { return }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The line standard error shows for `message` in `log` (its category in brackets first, as
    /// Xcode's console shows it), or nil when the log drops it.
    static func line(_ message: () -> String, in log: OSLog) -> String? {
        guard !log.isDisabled else { return nil }
        let category = log.category.isEmpty ? "" : "[\(log.category)] "
        return category + message() + "\n"
    }
}
