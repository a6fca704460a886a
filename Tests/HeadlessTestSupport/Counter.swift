// ViewLifecycle · HeadlessTestSupport

/// A counter whose state must survive re-creation of the struct: it logs its appearance and each
/// change, and a test taps its name (`Triggers`) to count up.
public struct Counter: View {
    let name: String
    @State private var count = 0

    /// Creates a counter that logs and registers under `name`.
    ///
    /// - Parameter name: The counter's name in the log and in `Triggers`.
    public init(name: String) { self.name = name }

    /// The count, logging its appearance and each change.
    public var body: some View {
        Text("\(name) \(count)")
            .onAppear { log("\(name) onAppear \(count)") }
            .onDisappear { log("\(name) onDisappear \(count)") }
            .onChange(of: count) { old, new in log("\(name) onChange \(old) -> \(new)") }
            .background(CounterTrigger(count: $count, name: name))
    }
}

/// Exposes a counter's binding to the test through a registry, as a button would to a tap.
private struct CounterTrigger: View {
    @Binding var count: Int
    let name: String

    var body: some View {
        let _ = Triggers.shared.register(name) { count += 1 }
        EmptyView()
    }
}
