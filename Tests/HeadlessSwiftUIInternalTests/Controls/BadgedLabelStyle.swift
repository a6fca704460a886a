// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A custom label style: the title, then a badge of its own that logs its appearance.
struct BadgedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
            Text("New").onAppear { log("badge appeared") }
        }
    }
}
