// ViewLifecycle · os (a stand-in where the platform has no os module)

/// Sends messages to a log, at a level, with values formatted by their interpolations.
///
/// Off Apple platforms a message goes to standard error when `OS_ACTIVITY_DT_MODE` is set (as in
/// a process Xcode runs), prefixed with the category, and nowhere otherwise; its values are read
/// only then.
public struct Logger: @unchecked Sendable {
    /// The log the messages go to.
    let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger for the process's default log.
    public init() {
        log = .default
    }

    /// A logger for `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { send(message, .default) }
    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { send(message, level) }
    /// Logs `message` at the debug level.
    public func trace(_ message: OSLogMessage) { send(message, .debug) }
    /// Logs `message` at the debug level.
    public func debug(_ message: OSLogMessage) { send(message, .debug) }
    /// Logs `message` at the info level.
    public func info(_ message: OSLogMessage) { send(message, .info) }
    /// Logs `message` at the default (notice) level.
    public func notice(_ message: OSLogMessage) { send(message, .default) }
    /// Logs `message` at the error level.
    public func warning(_ message: OSLogMessage) { send(message, .error) }
    /// Logs `message` at the error level.
    public func error(_ message: OSLogMessage) { send(message, .error) }
    /// Logs `message` at the fault level.
    public func critical(_ message: OSLogMessage) { send(message, .fault) }
    /// Logs `message` at the fault level.
    public func fault(_ message: OSLogMessage) { send(message, .fault) }

    private func send(_ message: OSLogMessage, _ level: OSLogType) {
        LogSink.send({ message.composed }, level: level, to: log)
    }
}
