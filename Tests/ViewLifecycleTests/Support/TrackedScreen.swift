// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// A screen whose content reports every lifecycle event under `name`.
    struct TrackedScreen: View {
        let name: String

        var body: some View {
            Text(name).onLifecycle { event, context in log(name, event, context) }
        }
    }

#endif
