// ViewLifecycle · HeadlessTestSupport

/// The console of a test: what controllers, views and handlers printed, in order.
///
/// Device apps print a line from each override or handler; these tests do the same into this
/// log, so an expectation reads like the console output a device produced
/// (`"A viewWillAppear(_:)"`, `"Row onAppear"`).
@MainActor public final class Log {
    /// The one log every logging controller writes to; `start()` empties it.
    public static let shared = Log()

    /// What kind of callback a line stands for, so a step can leave out what it does not test.
    public enum Kind: Sendable {
        /// `loadView()` and `viewDidLoad()`.
        case load
        /// The five appearance callbacks.
        case appearance
        /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
        case layout
        /// `willMove(toParent:)` and `didMove(toParent:)`.
        case containment
        /// Anything else a test writes, such as a completion or a delegate call.
        case other
    }

    private var entries: [(line: String, kind: Kind, animated: Bool?)] = []
    /// Names of logging controllers that deinitialized, kept apart from the lines: when a released
    /// controller's memory goes is the runtime's business within a step, that it goes is the rule.
    private var deinitialized: [String] = []

    /// Starts a test: a fresh headless world and an empty log.
    ///
    /// - Returns: The shared log, empty.
    public static func start() -> Log {
        Driver.reset()
        shared.entries.removeAll()
        shared.deinitialized.removeAll()
        return shared
    }

    /// Appends one line.
    ///
    /// - Parameters:
    ///   - line: The line, as `"<name> <callback>"` or a test's own words.
    ///   - kind: What kind of callback it stands for.
    ///   - animated: The callback's `animated` argument, if it has one.
    public func append(_ line: String, kind: Kind = .other, animated: Bool? = nil) {
        entries.append((line, kind, animated))
    }

    /// Notes that the logging controller called `name` deinitialized.
    public func appendDeinit(_ name: String) {
        deinitialized.append(name)
    }

    /// Returns the names of the logging controllers that deinitialized since the last call.
    public func takeDeinits() -> [String] {
        defer { deinitialized.removeAll() }
        return deinitialized
    }

    /// Returns the lines logged since the last take, leaving out layout lines.
    ///
    /// How many layout passes a device runs differs between runs and versions (trace 02 shows one
    /// pair on launch, trace 03 two), so most steps leave them out; `takeWithLayout()` keeps them.
    public func take() -> [String] {
        drain().filter { $0.kind != .layout }.map(\.line)
    }

    /// Returns the lines logged since the last take with the `animated` argument spelled out, as
    /// `"A viewWillAppear(true)"`, leaving out layout lines.
    public func takeAnimated() -> [String] {
        drain().filter { $0.kind != .layout }.map { entry in
            guard let animated = entry.animated else { return entry.line }
            return entry.line.replacingOccurrences(of: "(_:)", with: "(\(animated))")
        }
    }

    /// Returns the lines logged since the last take, layout included, with back-to-back repeats
    /// of one controller's layout pair folded into one pair: where layout falls is a rule, how
    /// often it repeats is not.
    public func takeWithLayout() -> [String] {
        Self.foldingLayoutRepeats(drain().map(\.line))
    }

    /// Returns `lines` with back-to-back repeats of a `viewWillLayoutSubviews()` /
    /// `viewDidLayoutSubviews()` pair folded into one pair.
    public nonisolated static func foldingLayoutRepeats(_ lines: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard line.hasSuffix(" viewWillLayoutSubviews()") else { continue }
            let didLine = line.replacingOccurrences(of: "viewWillLayout", with: "viewDidLayout")
            guard index < lines.count, lines[index] == didLine else { continue }
            result.append(didLine)
            index += 1
            // The same pair again, back to back, is one more pass of the same layout.
            while index + 1 < lines.count, lines[index] == line, lines[index + 1] == didLine {
                index += 2
            }
        }
        return result
    }

    private func drain() -> [(line: String, kind: Kind, animated: Bool?)] {
        defer { entries.removeAll() }
        return entries
    }
}

/// Appends one line to the shared log: the shorthand views, handlers and controllers print with.
///
/// - Parameter line: The line, in the test's words.
@MainActor public func log(_ line: String) { Log.shared.append(line) }
