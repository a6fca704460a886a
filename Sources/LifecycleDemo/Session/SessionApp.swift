// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    /// The app of the session: a `TabView` whose first tab is a `NavigationStack` of the Inbox, whose
    /// second is Settings (with seed 000's `SampleView`), and a Compose sheet over both.
    struct SessionApp: View {
        /// Where the screens report; its model says whether Compose is shown.
        let log: SessionLog

        var body: some View {
            TabView {
                NavigationStack {
                    SessionScreen(name: "Inbox", log: log, link: "Open message")
                }
                .tabItem { Text("Inbox") }
                SessionScreen(name: "Settings", log: log, showsSample: true)
                    .tabItem { Text("Settings") }
            }
            .sheet(isPresented: Binding(get: { log.model.composing }, set: { log.model.composing = $0 })) {
                SessionScreen(name: "Compose", log: log)
            }
        }
    }

#endif
