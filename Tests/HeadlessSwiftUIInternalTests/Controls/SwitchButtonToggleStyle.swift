// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A custom toggle style: the label, then a button that flips the configuration's binding.
struct SwitchButtonToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button(configuration.isOn ? "Turn off" : "Turn on") { configuration.isOn.toggle() }
        }
    }
}
