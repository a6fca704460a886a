// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// Four pages P1 to P4 in a page-style tab view, selected by the test's state.
struct FourPages: View {
    var indexDisplayMode = PageTabViewStyle.IndexDisplayMode.automatic
    @State private var selection: Int

    /// Four pages tagged 1 to 4, starting on the page tagged `selection`.
    init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic, selection: Int = 1) {
        self.indexDisplayMode = indexDisplayMode
        _selection = State(initialValue: selection)
    }

    var body: some View {
        let _ = Triggers.shared.register("select 1") { selection = 1 }
        TabView(selection: $selection) {
            ForEach(1...4, id: \.self) { index in
                CountingPage(name: "P\(index)").tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
        .onChange(of: selection) { _, new in log("selection \(new)") }
    }
}

/// A page that logs its body, appearance and the creation of its state, and counts taps.
struct CountingPage: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        let _ = log("\(name) body")
        Button("\(name) \(taps)") { taps += 1 }
            .onAppear { log("\(name) onAppear") }
            .onDisappear { log("\(name) onDisappear") }
    }
}

/// FB12795690's app (trace 09): a representable's controller on the first page of a page-style
/// tab view, a text on the second.
struct RepresentablePages: View {
    var body: some View {
        TabView {
            LoggedRepresentable(name: "Sample")
            Text("Hello, world!")
        }
        .tabViewStyle(PageTabViewStyle())
    }
}
