// ViewLifecycle · LifecycleTrace

/// What one console line says, as ``ConsoleLineScanner`` reads it: the one description of a line
/// that records, counts and the checker are all made from.
enum ConsoleLine: ~Copyable, Sendable {
    /// A lifecycle line: an object's description then its callback, such as
    /// `<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()`, or a bare
    /// callback, such as `makeUIViewController(context:)`, whose ``CallbackLine/object`` is `nil`.
    case callback(CallbackLine)
    /// A line that is empty, whitespace, or a log prefix alone.
    case blank
    /// Any other line: not a lifecycle line, so it is skipped and counted.
    case other
}
