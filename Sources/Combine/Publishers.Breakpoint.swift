// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that raises a debugger signal when a provided closure needs to stop the
    /// process in the debugger. Headlessly it raises no signal (a `SIGTRAP` with no debugger
    /// attached would end the test process): the closures run, and every event passes on.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives a subscription, and can raise a
        /// debugger signal by returning a true Boolean value.
        public let receiveSubscription: ((any Subscription) -> Bool)?
        /// A closure that executes when the publisher receives output from the upstream
        /// publisher, and can raise a debugger signal by returning a true Boolean value.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// A closure that executes when the publisher receives completion, and can raise a
        /// debugger signal by returning a true Boolean value.
        public let receiveCompletion:
            ((Subscribers.Completion<Publishers.Breakpoint<Upstream>.Failure>) -> Bool)?

        /// Creates a breakpoint publisher with the provided upstream publisher and breakpoint-raising closures.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Publishers.Breakpoint<Upstream>.Failure>) -> Bool)? =
                nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Attaches the subscriber behind one that calls the closures, each before the event
        /// goes on (what they return is not acted on headlessly).
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (receiveSubscription, receiveOutput, receiveCompletion) =
                (receiveSubscription, receiveOutput, receiveCompletion)
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onSubscription = { _ = receiveSubscription?($0) }
            inner.onValue = { inner, value in
                _ = receiveOutput?(value)
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in
                _ = receiveCompletion?(completion)
                inner.finish(completion)
            }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Raises a debugger signal when a provided closure needs to stop the process in the
    /// debugger (headlessly: runs the closures and raises nothing).
    ///
    /// - Parameters:
    ///   - receiveSubscription: A closure that executes when the publisher receives a
    ///     subscription; returning true asks for a breakpoint.
    ///   - receiveOutput: A closure that executes when the publisher receives a value;
    ///     returning true asks for a breakpoint.
    ///   - receiveCompletion: A closure that executes when the publisher receives a
    ///     completion; returning true asks for a breakpoint.
    /// - Returns: A publisher that passes every event on unchanged.
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil,
        receiveOutput: ((Self.Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Raises a debugger signal upon receiving a failure (headlessly: raises nothing and
    /// passes the failure on).
    ///
    /// - Returns: A publisher that passes every event on unchanged.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
