// ViewLifecycle · HeadlessTestSupport

// What `Driver` hands back for an interactive gesture: headlessly, the runtime's transition;
// on Apple platforms nothing is ever handed back, as a unit test cannot swipe.
#if canImport(UIKit)
    /// A gesture in progress; never made on a device, where a unit test cannot swipe.
    @MainActor public final class Swipe {
        /// Lets the gesture complete.
        public func finish() {}
        /// Lets the gesture snap back.
        public func cancel() {}
    }
#else
    /// A gesture in progress: the runtime's interactive transition.
    public typealias Swipe = Headless.InteractiveTransition
#endif
