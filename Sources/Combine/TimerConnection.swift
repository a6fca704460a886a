// ViewLifecycle · Combine

/// The connection `Timer.TimerPublisher.connect()` returns: cancelling it stops the timer;
/// dropping it does not (unlike `AnyCancellable`), as a connection `autoconnect()` makes
/// outlives the publisher value.
struct TimerConnection: Cancellable {
    let task: Task<Void, Never>

    /// Stops the timer.
    func cancel() { task.cancel() }
}
