// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed with
    /// a given string.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// A string with which to prefix all log messages.
        public let prefix: String
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A stream for receiving the log messages; standard output when nil.
        public let stream: (any TextOutputStream)?

        /// Creates a publisher that logs each event, one line each, to `stream`.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Attaches the subscriber behind one that logs, before passing each on, the
        /// subscription (`receive subscription: (…)`), each request (`request unlimited`,
        /// `request max: (n)`, `(synchronous)` when the subscriber returns it for an element),
        /// each element (`receive value: (…)`), the completion (`receive finished`,
        /// `receive error: (…)`) and a cancel (`receive cancel`).
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            var stream = stream
            let prefix = prefix.isEmpty ? "" : prefix + ": "
            func log(_ message: String) {
                if stream != nil {
                    stream?.write(prefix + message + "\n")
                } else {
                    Swift.print(prefix + message)
                }
            }
            func describe(_ demand: Subscribers.Demand) -> String {
                demand.max.map { "max: (\($0))" } ?? "unlimited"
            }
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onSubscription = { log("receive subscription: (\($0))") }
            inner.onRequest = { log("request \(describe($0))") }
            inner.onCancel = { log("receive cancel") }
            inner.onValue = { inner, value in
                log("receive value: (\(value))")
                let more = inner.downstream?.receive(value) ?? .none
                if more > 0 { log("request \(describe(more)) (synchronous)") }
                return more
            }
            inner.onCompletion = { inner, completion in
                switch completion {
                case .finished: log("receive finished")
                case .failure(let error): log("receive error: (\(error))")
                }
                inner.finish(completion)
            }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events.
    ///
    /// - Parameters:
    ///   - prefix: A string, followed by `": "`, to start each log message with.
    ///   - stream: A stream for text output that receives messages, and which directs output
    ///     to the console by default.
    /// - Returns: A publisher that prints log messages for all publishing events.
    public func print(
        _ prefix: String = "", to stream: (any TextOutputStream)? = nil
    ) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
