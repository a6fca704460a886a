// ViewLifecycle · Combine

extension Subscribers.Completion {
    /// The same completion with its failure transformed, as an operator that changes the
    /// failure type (`mapError`, the `try` operators) passes it on.
    func mapFailure<NewFailure: Error>(
        _ transform: (Failure) -> NewFailure
    ) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
