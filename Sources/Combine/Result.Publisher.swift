// ViewLifecycle · Combine

extension Result {
    /// A publisher that publishes this result once: its success and finishing, or its failure.
    public var publisher: Result<Success, Failure>.Publisher {
        Publisher(self)
    }

    /// A publisher that publishes an output to each subscriber exactly once then finishes, or
    /// fails immediately without producing any elements.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Result<Success, Failure>.Publisher.Output, Failure>

        /// Creates a publisher that delivers the specified result.
        public init(_ result: Result<Result<Success, Failure>.Publisher.Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher that sends the specified output to all subscribers and finishes.
        public init(_ output: Result<Success, Failure>.Publisher.Output) {
            self.init(.success(output))
        }

        /// Creates a publisher that immediately terminates upon subscription with the given failure.
        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        /// Fails at once on a failure; on a success, sends the value at the first demand and
        /// finishes, as `Just` does.
        public func receive<S>(subscriber: S)
        where Success == S.Input, Failure == S.Failure, S: Subscriber {
            switch result {
            case .success(let output):
                Just(output).setFailureType(to: Failure.self).receive(subscriber: subscriber)
            case .failure(let failure):
                Fail(error: failure).receive(subscriber: subscriber)
            }
        }
    }
}
