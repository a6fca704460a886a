// ViewLifecycle · os (a stand-in where the platform has no os module)

import Foundation

/// Logs `message` at the default level to the default log.
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    LogSink.send({ message.composed }, level: .default, to: .default)
}

/// Logs `message` at `logLevel` to `logObject`.
@_disfavoredOverload
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage)
{
    LogSink.send({ message.composed }, level: logLevel, to: logObject)
}

/// Logs a printf-style `message` with `args` at `type` to `log`.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: any CVarArg...
) {
    LogSink.send({ formatted(message, args) }, level: type, to: log)
}

/// Logs a printf-style `message` with `args` at `type` to `log`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default,
    _ args: any CVarArg...
) {
    LogSink.send({ formatted(message, args) }, level: type, to: log)
}

/// `message` with `args` put in, printf-style, after dropping the privacy annotations the log's
/// specifiers carry (`%{public}@` is `%@`).
func formatted(_ message: StaticString, _ args: [any CVarArg]) -> String {
    let format = "\(message)".replacingOccurrences(of: "%\\{[^}]*\\}", with: "%", options: .regularExpression)
    return String(format: format, arguments: args)
}
