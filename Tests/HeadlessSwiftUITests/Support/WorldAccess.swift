// ViewLifecycle · HeadlessSwiftUITests

// The trait that keeps these tests from sharing the headless world with another target's.
#if canImport(UIKit)
    import Testing

    /// On a device the tests run in the app's one real world, and nothing resets it: no-op.
    struct HeadlessWorldAccess: SuiteTrait {}

    extension Trait where Self == HeadlessWorldAccess {
        /// Nothing to share on a device.
        static var headlessWorld: Self { HeadlessWorldAccess() }
    }
#else
    // Brings `.headlessWorld`: extension members of an imported module are seen module-wide.
    import HeadlessTestSupport
#endif
