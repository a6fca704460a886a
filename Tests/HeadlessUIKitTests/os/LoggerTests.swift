// ViewLifecycle · HeadlessUIKitTests

import Foundation
import Testing

@testable import os

/// The os stand-in's log messages as apps write them: each interpolation's format, as printf
/// shows it on a device (six decimals for a `Double` unless told), and the line standard error
/// shows.
struct LoggerTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    /// The text `message` composes to.
    func text(_ message: OSLogMessage) -> String {
        message.composed
    }

    @Test("strings, descriptions, types and objects read as written; a missing one is (null)")
    func strings() {
        let name = "Ada"
        let missing: NSObject? = nil
        let error: (any Error)? = nil
        #expect(
            text("user \(name, privacy: .public) in \(name, privacy: .private(mask: .hash))")
                == "user Ada in Ada")
        #expect(
            text("\(Failure()) \(error) \(missing) \(Int.self)") == "the disk is full (null) (null) Swift.Int"
        )
        #expect(
            text("[\(name, align: .right(columns: 5))][\(name, align: .left(columns: 5))]")
                == "[  Ada][Ada  ]")
    }

    @Test("integers in decimal, hex and octal, with a sign, a prefix and a least number of digits")
    func integers() {
        let count = 42
        let negative: Int8 = -7
        #expect(text("\(count) \(negative) \(UInt64(255), format: .hex)") == "42 -7 ff")
        #expect(
            text("\(count, format: .hex(includePrefix: true, uppercase: true, minDigits: 4))") == "0x002A")
        #expect(
            text(
                "\(count, format: .octal(includePrefix: true)) \(count, format: .decimal(explicitPositiveSign: true))"
            )
                == "0o52 +42")
        #expect(text("\(count, format: .decimal(minDigits: 5), align: .right(columns: 7))") == "  00042")
    }

    @Test("floating-point numbers as printf shows them: six decimals unless the format says")
    func floats() {
        let pi = 3.14159
        #expect(text("\(pi) \(Float(0.5))") == "3.141590 0.500000")
        #expect(
            text("\(pi, format: .fixed(precision: 2)) \(pi, format: .exponential(precision: 1))")
                == "3.14 3.1e+00")
        #expect(
            text("\(pi, format: .hybrid) \(pi, format: .fixed(precision: 1, explicitPositiveSign: true))")
                == "3.14159 +3.1")
    }

    @Test("Booleans as true and false, or YES and NO")
    func booleans() {
        let on = true
        #expect(text("\(on) \(!on, format: .answer)") == "true NO")
    }

    @Test("printf-style os_log drops the privacy annotations of its specifiers")
    func printfStyle() {
        #expect(formatted("%{public}@ has %d items, %{private}@", ["Ada", 3, "x"]) == "Ada has 3 items, x")
    }

    @Test("standard error shows the category first; a disabled log shows nothing and reads no value")
    func lines() {
        let log = OSLog(subsystem: "com.example.app", category: "network")
        #expect(LogSink.line({ "request sent" }, in: log) == "[network] request sent\n")
        #expect(LogSink.line({ "plain" }, in: .default) == "plain\n")
        var read = false
        #expect(
            LogSink.line(
                {
                    read = true; return "never"
                }, in: .disabled) == nil)
        #expect(!read)
    }

    // lldb sets OS_ACTIVITY_DT_MODE, with no particular value, "so that we get os_log and NSLog
    // messages mirrored to the target process stderr" (its PlatformDarwin.cpp, quoted in
    // https://github.com/vinhnx/notes/issues/539); the other two variables are named in
    // https://github.com/lionheart/openradar-mirror/issues/19275.
    @Test("any of the three mirroring variables, whatever its value, sends messages to standard error")
    func mirroring() {
        #expect(LogSink.mirrors(in: ["OS_ACTIVITY_DT_MODE": ""]))
        #expect(LogSink.mirrors(in: ["ACTIVITY_LOG_STDERR": "1"]))
        #expect(LogSink.mirrors(in: ["CFLOG_FORCE_STDERR": "YES"]))
        #expect(!LogSink.mirrors(in: ["OS_ACTIVITY_MODE": "disable", "HOME": "/root"]))
    }

    @Test("every level compiles as apps call it and Logger keeps its log")
    func levels() {
        let logger = Logger(subsystem: "com.example.app", category: "ui")
        let value = 1
        logger.log("log \(value)")
        logger.log(level: .fault, "level")
        logger.trace("trace")
        logger.debug("debug")
        logger.info("info")
        logger.notice("notice")
        logger.warning("warning")
        logger.error("error")
        logger.critical("critical")
        logger.fault("fault")
        os_log("default log")
        os_log(.error, log: .default, "typed \(value)")
        os_log("%d printf", log: .default, type: .info, value)
        #expect(logger.log.category == "ui")
        #expect(Logger().log === OSLog.default)
        #expect([OSLogType.default, .info, .debug, .error, .fault].map(\.rawValue) == [0, 1, 2, 16, 17])
    }
}
