// ViewLifecycle · LifecycleCore

extension UpToThree: CustomStringConvertible {
    /// The elements, written as an array literal.
    public var description: String {
        "[" + map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
