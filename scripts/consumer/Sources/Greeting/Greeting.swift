// The app's file: written for an iPhone, with ViewLifecycle's import in place of SwiftUI's.
import ViewLifecycle

/// A screen that reports its lifecycle, as an app's analytics would.
public struct Greeting: View {
    let report: (String) -> Void

    /// Creates the screen, reporting each event to `report`.
    public init(report: @escaping (String) -> Void) {
        self.report = report
    }

    public var body: some View {
        Text("Hello")
            .onWillAppear { report("willAppear") }
            .onDidAppear { report("didAppear") }
            .onWillDisappear { report("willDisappear") }
            .onDidDisappear { report("didDisappear") }
    }
}
