// ViewLifecycle · HeadlessSwiftUITests

/// A leaf that logs its appearance, its body runs and its state's creation.
struct Leaf: View {
    let name: String

    var body: some View {
        let _ = log("\(name) body")
        Text(name)
            .onAppear { log("\(name) onAppear") }
            .onDisappear { log("\(name) onDisappear") }
    }
}

/// A counter whose state must survive re-creation of the struct.
struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Text("\(name) \(count)")
            .onAppear { log("\(name) onAppear \(count)") }
            .onDisappear { log("\(name) onDisappear \(count)") }
            .onChange(of: count) { old, new in log("\(name) onChange \(old) -> \(new)") }
            .background(CounterTrigger(count: $count, name: name))
    }
}

/// Exposes a counter's binding to the test through a registry, as a button would to a tap.
struct CounterTrigger: View {
    @Binding var count: Int
    let name: String

    var body: some View {
        let _ = Triggers.shared.register(name) { count += 1 }
        EmptyView()
    }
}

/// Stand-ins for taps: each view registers what its button would do.
@MainActor final class Triggers {
    static let shared = Triggers()
    private var actions: [String: () -> Void] = [:]

    func register(_ name: String, _ action: @escaping () -> Void) { actions[name] = action }

    /// Performs what the named view registered, as a tap on its button would.
    func tap(_ name: String) { actions[name]?() }
}
