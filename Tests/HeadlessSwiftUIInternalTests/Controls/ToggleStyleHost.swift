// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// Two toggles over `@State` in a stack that sets a custom toggle style, and one that resets it.
struct ToggleStyleHost: View {
    @State private var wifi = false
    @State private var bluetooth = true

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(.switch)
        }
        .toggleStyle(SwitchButtonToggleStyle())
    }
}
