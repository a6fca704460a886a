// ViewLifecycle · HeadlessTestSupport

// The runtime's trace exists only headless, so this file is wrapped whole: on Apple platforms the
// support has no trace helpers, and the tests that read the trace are headless-only.
#if !canImport(UIKit)
    import HeadlessUIKit
    import LifecycleTrace

    /// Returns the records of `Headless.trace` made on instances of exactly `type`, in call order.
    ///
    /// - Parameter type: The class, named in the trace by its module-qualified name.
    /// - Returns: Its records, `init` and `deinit` included.
    @MainActor public func traceRecords(ofType type: AnyObject.Type) -> [TraceRecord] {
        let typeName = String(reflecting: type)
        return Headless.trace.filter { $0.typeName == typeName }
    }

    /// Returns `Headless.trace` as `"<name> <callback>"` lines for the named objects, in call order,
    /// leaving out other objects: the form a `Log` line takes, so a trace compares with a log.
    ///
    /// Objects are matched by address, which the runtime reuses once an object is freed: call this
    /// while the named objects are alive.
    ///
    /// - Parameter objects: The objects to keep, each with the name to print it as.
    /// - Returns: The lines.
    @MainActor public func traceLines(naming objects: KeyValuePairs<String, AnyObject>) -> [String] {
        var names: [String: String] = [:]
        for (name, object) in objects { names[HeadlessWorld.address(of: object)] = name }
        return Headless.trace.compactMap { record in
            record.object.flatMap { names[$0] }.map { "\($0) \(record.callback)" }
        }
    }
#endif
