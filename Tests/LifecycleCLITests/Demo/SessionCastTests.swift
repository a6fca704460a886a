// ViewLifecycle · LifecycleCLITests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import LifecycleTrace
    import Testing

    @testable import LifecycleDemo

    /// The demo names controllers by address; a controller made after another was freed may get its
    /// address (CI printed a page's hosting controller as "Message host" once), so the cast forgets
    /// the departed before each step.
    @Suite(.serialized, .headlessWorld) @MainActor
    struct SessionCastTests {
        @Test("a freed controller keeps its name for its own step's records, then its address is free")
        func departedAddressIsForgotten() {
            let cast = SessionCast()
            var message: UIViewController? = UIViewController()
            let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(message!)), radix: 16)
            cast.host(message!, "Message")
            let record = TraceRecord(line: 1, object: address, callback: "viewDidLoad()")
            #expect(cast.label(of: record) == "Message host")

            message = nil
            #expect(cast.label(of: record) == "Message host")
            cast.forgetDeparted()
            #expect(cast.label(of: record) == nil)
        }
    }

#endif
