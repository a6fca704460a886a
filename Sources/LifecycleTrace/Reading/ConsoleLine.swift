// ViewLifecycle · LifecycleTrace

extension ConsoleLogParser {
    /// What the fast path reads off a common line besides its object, which it leaves in the
    /// parser's ``lastAddress`` and ``lastTypeName``.
    struct CommonLine {
        /// The callback, with the view-controller callback it stands for.
        var callback: CallbackNames.Entry
        /// The `animated` flag, if the line prints one.
        var animated: Bool?
        /// Whether the line names an object, which ``lastAddress`` and ``lastTypeName`` then
        /// hold; a bare callback line names none.
        var hasObject: Bool
    }
}
