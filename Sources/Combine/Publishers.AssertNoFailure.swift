// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that raises a fatal error upon receiving any failure, and otherwise
    /// republishes all received input.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: none, since a failure stops the process.
        public typealias Failure = Never
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The string used at the beginning of the fatal error message.
        public let prefix: String
        /// The filename used in the error message.
        public let file: StaticString
        /// The line number used in the error message.
        public let line: UInt

        /// Creates a publisher that stops the process with a fatal error if upstream fails.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Attaches the subscriber behind one that passes elements and finishing on, and calls
        /// `fatalError` with `prefix` and the error on a failure.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never {
            let (prefix, file, line) = (prefix, file, line)
            let inner = OperatorInner<Output, Upstream.Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in inner.downstream?.receive(value) ?? .none }
            inner.onCompletion = { inner, completion in
                switch completion {
                case .finished: inner.finish(.finished)
                case .failure(let error):
                    fatalError((prefix.isEmpty ? "" : prefix + " ") + "\(error)", file: file, line: line)
                }
            }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all
    /// received input.
    ///
    /// - Parameters:
    ///   - prefix: A string used at the beginning of the fatal error message.
    ///   - file: A filename used in the error message. This defaults to `#file`.
    ///   - line: A line number used in the error message. This defaults to `#line`.
    /// - Returns: A publisher that raises a fatal error when its upstream publisher fails.
    public func assertNoFailure(
        _ prefix: String = "", file: StaticString = #file, line: UInt = #line
    ) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
