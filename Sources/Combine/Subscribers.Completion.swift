// ViewLifecycle · Combine

extension Subscribers {
    /// A signal that a publisher doesn’t produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
