// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: onTapGesture with a location is tapped by the driver as onTapGesture(count:
    // perform:) is, at the element's origin; the deprecated long press with `pressing:` is the
    // same gesture as the current form.
    @Suite(.serialized) @MainActor struct TapLocationTests {
        struct Taps: View {
            var body: some View {
                VStack {
                    Text("Protocol").onTapGesture(count: 1, coordinateSpace: .local) { log("protocol \($0)") }
                    Text("Enum").onTapGesture(coordinateSpace: CoordinateSpace.global) { log("enum \($0)") }
                    Text("Hold").onLongPressGesture(
                        minimumDuration: 0.5, maximumDistance: 10,
                        pressing: {
                            log("pressing \($0)")
                        }
                    ) { log("held") }
                }
            }
        }

        @Test("the driver taps location taps; the action gets the origin")
        func tapsWithLocation() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Taps()))
            try Headless.tap("Protocol")
            try Headless.tap("Enum")
            #expect(events.take() == ["protocol CGPoint(x: 0.0, y: 0.0)", "enum CGPoint(x: 0.0, y: 0.0)"])
        }

        @Test("the deprecated long press reports pressing, then the action, then the release")
        func deprecatedLongPress() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Taps()))
            try Headless.longPress("Hold")
            #expect(events.take() == ["pressing true", "held", "pressing false"])
        }
    }
}
