// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting

/// A screen with a count and a button that adds one: what the isolation tests mount and tap.
struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(name): \(count)")
            Button("Add") { count += 1 }
        }
    }
}
