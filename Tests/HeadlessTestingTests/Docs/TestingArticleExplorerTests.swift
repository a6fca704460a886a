// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Testing

// The article's "Let the explorer look for lifecycle bugs", copied as printed, with the failure
// it prints.
extension TestingArticle {
    struct OrderScreen: View {
        @State private var drinks: [String] = []

        var body: some View {
            VStack {
                ForEach(drinks, id: \.self) { Text($0) }
                Button("Add Espresso") { drinks.append("Espresso") }
                Button("Clear", role: .destructive) { drinks.removeAll() }
                    .disabled(drinks.isEmpty)
            }
        }
    }

    @Suite(.headless) @MainActor struct OrderTests {
        @Test func randomUseKeepsClearInStep() throws {
            try withKnownIssue {
                try Headless.explore(OrderScreen(), seed: 42, steps: 100) {
                    try Headless.find(.button("Clear")).isEnabled == Headless.exists(.text("Espresso"))
                }
            } matching: { issue in
                guard let failure = issue.error as? Headless.ExplorationFailure else { return false }
                return failure.description == """
                    The explorer found a runtime warning: ForEach<Array<String>, String, Text>: the ID Espresso \
                    occurs multiple times within the collection, this will give undefined results!
                    after 4 actions from seed 42; these 2 fail the same way:
                    try Headless.tap("Add Espresso")
                    try Headless.tap("Add Espresso")
                    """
            }
        }
    }

    struct FixedOrderScreen: View {
        @State private var drinks: [Drink] = []

        struct Drink: Identifiable {
            let id = UUID()
            let name: String
        }

        var body: some View {
            VStack {
                ForEach(drinks) { Text($0.name) }
                Button("Add Espresso") { drinks.append(Drink(name: "Espresso")) }
                Button("Clear", role: .destructive) { drinks.removeAll() }
                    .disabled(drinks.isEmpty)
            }
        }
    }

    // "Give each drink an identity of its own … and the same exploration passes. When it passes,
    // `explore` returns the actions it played."
    @Suite(.headless) @MainActor struct FixedOrderTests {
        @Test func randomUseKeepsClearInStep() throws {
            let played = try Headless.explore(FixedOrderScreen(), seed: 42, steps: 100) {
                try Headless.find(.button("Clear")).isEnabled == Headless.exists(.text("Espresso"))
            }
            #expect(played.count == 100)
        }
    }
}
