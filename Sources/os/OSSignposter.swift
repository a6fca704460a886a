// ViewLifecycle · os (a stand-in where the platform has no os module)

/// Marks events and intervals for Instruments.
///
/// Off Apple platforms no tool records signposts (`isEnabled` is false): intervals still run
/// their work and hand out states, and nothing is written.
public struct OSSignposter: @unchecked Sendable {
    /// The log the signposts would go to.
    let log: OSLog

    /// Whether signposts are recorded: never off Apple platforms.
    public var isEnabled: Bool { false }

    /// A signposter that records nothing.
    public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A signposter for `subsystem` and one of the system's categories.
    public init(subsystem: String, category: OSLog.Category) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A signposter for the default log.
    public init() {
        log = .default
    }

    /// A signposter for `logHandle`.
    public init(logHandle: OSLog) {
        log = logHandle
    }

    /// A signposter for `logger`'s log.
    public init(logger: Logger) {
        log = logger.log
    }

    /// Marks a point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    /// Marks a point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}

    /// Begins an interval; end it with the state returned.
    public func beginInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    /// Begins an interval; end it with the state returned.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState
    {
        .beginState(id: id)
    }

    /// Begins an animation interval; end it with the state returned.
    public func beginAnimationInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive
    ) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    /// Begins an animation interval; end it with the state returned.
    public func beginAnimationInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    /// Ends the interval `state` began.
    public func endInterval(
        _ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata
    ) {}

    /// Ends the interval `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}

    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata,
        around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    /// A new identifier for an interval.
    public func makeSignpostID() -> OSSignpostID {
        OSSignpostID(log: log)
    }

    /// The identifier `object` stands for.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(log: log, object: object)
    }
}

/// A signpost's message: a log message.
public typealias SignpostMetadata = OSLogMessage
