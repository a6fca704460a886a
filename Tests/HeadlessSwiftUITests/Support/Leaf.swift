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
