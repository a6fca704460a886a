// ViewLifecycle · ViewLifecycleTests

/// A screen whose content reports every lifecycle event under `name`.
struct TrackedScreen: View {
    let name: String

    var body: some View {
        Text(name).onLifecycle { event, context in log(name, event, context) }
    }
}
