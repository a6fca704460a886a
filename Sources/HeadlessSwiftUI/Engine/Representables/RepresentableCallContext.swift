// ViewLifecycle · HeadlessSwiftUI

/// A representable context the one adaptor can make for each `make…` and `update…` call, from the
/// coordinator and the update's environment and transaction.
@MainActor
protocol RepresentableCallContext {
    associatedtype Coordinator

    init(coordinator: Coordinator, values: RepresentableContextValues)
}

extension UIViewControllerRepresentableContext: RepresentableCallContext {}

extension UIViewRepresentableContext: RepresentableCallContext {}
