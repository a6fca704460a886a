// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Apple's `disabled(_:)` documentation: "The higher views in a view hierarchy can override
    // the value you set on this view"; a control's label is a view of its own (it appears).
    @Suite(.serialized) @MainActor struct ControlsEnvironmentTests {
        struct EnabledProbe: View {
            let name: String
            @Environment(\.isEnabled) private var isEnabled

            var body: some View {
                let _ = log("\(name) \(isEnabled)")
                Text(name)
            }
        }

        struct DisabledTree: View {
            var body: some View {
                VStack {
                    EnabledProbe(name: "plain")
                    EnabledProbe(name: "disabled").disabled(true)
                    VStack {
                        EnabledProbe(name: "inner enabled").disabled(false)
                    }
                    .disabled(true)
                }
            }
        }

        @Test("disabled(true) turns isEnabled off below it; an inner disabled(false) cannot turn it on")
        func isEnabled() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: DisabledTree()))
            #expect(log.take() == ["plain true", "disabled false", "inner enabled false"])
        }

        struct LabelledControls: View {
            @State private var isOn = false

            var body: some View {
                VStack {
                    Button(role: .cancel) {
                    } label: {
                        Text("Cancel").onAppear { log("button label appeared") }
                    }
                    Toggle(isOn: $isOn) {
                        Text("Sound").onAppear { log("toggle label appeared") }
                    }
                }
            }
        }

        @Test("a control's label is a view of its own: it appears with the control")
        func labelsAppear() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: LabelledControls()))
            #expect(log.take() == ["button label appeared", "toggle label appeared"])
        }
    }
}
