// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A custom primitive button style: the label is shown as is and a "Confirm" button triggers.
struct ConfirmingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Button("Confirm", action: configuration.trigger)
        }
    }
}
