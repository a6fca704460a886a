// ViewLifecycle · os (a stand-in where the platform has no os module)

/// Marks a signpost of `type` named `name` in `log`: recorded by no tool off Apple platforms.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {}

/// Marks a signpost of `type` named `name` in `log`, with a printf-style message: recorded by no
/// tool off Apple platforms.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {}
