// ViewLifecycle · os (a stand-in where the platform has no os module)

/// How a log message shows a Boolean.
public enum OSLogBoolFormat: Equatable, Hashable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
