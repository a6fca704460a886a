// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    /// The Gallery screen of the app session (issue 20): the same card, watched four ways, on the
    /// first page of a page-style `TabView` and in the first row of a `List`, the two places UIKit
    /// tells a representable's controller nothing when the card leaves and comes back.
    struct GalleryScreen: View {
        /// Where the cards report.
        let log: SessionLog

        var body: some View {
            VStack {
                TabView {
                    SessionScreen(name: "Page card", log: log)
                    Text("Page 2")
                    Text("Page 3")
                }
                .tabViewStyle(.page)
                List {
                    SessionScreen(name: "Row card", log: log)
                    ForEach(0..<40, id: \.self) { Text("Row \($0)") }
                }
            }
        }
    }

#endif
