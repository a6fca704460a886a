// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A custom button style whose body adds a caption of its own and logs its appearance.
struct FramedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("Framed")
            configuration.label
        }
        .onAppear { log("framed appeared, pressed \(configuration.isPressed)") }
    }
}
