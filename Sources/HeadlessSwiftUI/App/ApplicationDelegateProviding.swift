// ViewLifecycle · HeadlessSwiftUI

/// An `UIApplicationDelegateAdaptor` of any delegate type, as the launch finds it in an app.
@MainActor
protocol ApplicationDelegateProviding {
    /// The box holding the adaptor's delegate.
    var delegateBox: ApplicationDelegateBox { get }
}

extension UIApplicationDelegateAdaptor: ApplicationDelegateProviding {
    var delegateBox: ApplicationDelegateBox { box }
}
