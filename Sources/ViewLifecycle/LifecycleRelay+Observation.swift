// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// Tells the headless runtime's observer what this relay delivers (a test tool checking the
    /// stream); on Apple's frameworks there is no observer and this is nothing.
    ///
    /// - Parameter report: The event about to be delivered, or the view's end.
    @inline(__always)
    func reportToObserver(_ report: @autoclosure () -> DeliveryReport) {
        #if Headless || !(os(macOS) || canImport(UIKit))
            LifecycleDeliveryObserver.current?(self, report())
        #endif
    }
}

#if Headless || !(os(macOS) || canImport(UIKit))
    /// What a relay reports to the headless runtime's observer.
    typealias DeliveryReport = LifecycleDeliveryObserver.Report
#else
    /// What a relay would report; on Apple's frameworks nobody listens, so nothing is made.
    enum DeliveryReport {
        case event(LifecycleEvent)
        case tearDown
    }
#endif
