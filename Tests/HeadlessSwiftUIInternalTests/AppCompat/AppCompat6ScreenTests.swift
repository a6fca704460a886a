// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Round 6 app-compat: what the screen text shows for the APIs added that round (headless
    // only: the screen and the driver).
    @Suite(.serialized) @MainActor struct AppCompat6ScreenTests {
        struct Shelf: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }

            func placeSubviews(
                in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
            ) {}
        }

        struct Recipe: View {
            @State private var showsSteps = false

            var body: some View {
                NavigationStack {
                    VStack {
                        Text(AttributedString("Berry ") + AttributedString("Blue"))
                        Image(systemName: "heart.fill")
                            .accessibility(label: Text("Favorite"))
                            .accessibility(addTraits: .isButton)
                            .accessibility(hint: Text("Adds to favorites"))
                            .accessibility(sortPriority: 1)
                        Shelf {
                            Text("Banana")
                            Text("Blueberry").hoverEffect()
                        }
                        NavigationLink("Steps", isActive: $showsSteps) {
                            Text("Blend for 30 seconds").accessibility(identifier: "step-1")
                        }
                    }
                    .navigationTitle("Recipe")
                    .toolbarRole(.editor)
                }
            }
        }

        @Test(
            "deprecated accessibility forms, attributed text, a custom layout and an isActive link on screen")
        func recipeScreen() throws {
            _ = showInWindow(UIHostingController(rootView: Recipe()))
            #expect(
                Headless.screen() == """
                    NavigationBar "Recipe"
                    Text "Berry Blue"
                    Button "Favorite"
                    Text "Banana"
                    Text "Blueberry"
                    Link "Steps"

                    """)
            try Headless.tap("Steps")
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Recipe"
                    Text "Blend for 30 seconds" [id: step-1]

                    """)
        }

        struct Pantry: View {
            @State private var query = ""
            let fruits = ["Banana", "Blueberry", "Cherry"]

            var body: some View {
                NavigationStack {
                    VStack {
                        Text("\(fruits.count) fruits")
                    }
                    .searchSuggestions {
                        ForEach(fruits.filter { $0.hasPrefix(query) && $0 != query }, id: \.self) { fruit in
                            Text(fruit).searchCompletion(fruit)
                        }
                    }
                    .searchable(text: $query, prompt: "Fruit")
                    .onChange(of: query) { log("query \(query)") }
                }
            }
        }

        @Test("search suggestions show while searching; a tap on one completes the search")
        func searchSuggestions() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Pantry()))
            #expect(
                Headless.screen() == """
                    NavigationBar
                    SearchField "Fruit": ""
                    Text "3 fruits"

                    """)
            try Headless.search("B")
            #expect(
                Headless.screen() == """
                    NavigationBar
                    SearchField "Fruit": "B"
                    Text "3 fruits"
                    Button "Banana"
                    Button "Blueberry"

                    """)
            try Headless.tap("Blueberry")
            #expect(log.take() == ["query B", "query Blueberry"])
            #expect(
                Headless.screen() == """
                    NavigationBar
                    SearchField "Fruit": "Blueberry"
                    Text "3 fruits"

                    """)
        }

        struct Servings: View {
            @State private var count = 2

            var body: some View {
                HStack {
                    Button("-") { count -= 1 }
                    Text("\(count) servings")
                    Button("+") { count += 1 }
                }
                .accessibilityRepresentation {
                    Stepper("Servings", value: $count, in: 1...8)
                }
            }
        }

        @Test("an accessibility representation replaces its view's elements and takes the gestures")
        func representation() throws {
            _ = showInWindow(UIHostingController(rootView: Servings()))
            #expect(Headless.screen() == "Stepper \"Servings\": 2\n")
            try Headless.increment("Servings")
            try Headless.increment("Servings")
            #expect(Headless.screen() == "Stepper \"Servings\": 4\n")
            #expect(throws: Headless.DriverError.self) { try Headless.tap("+") }
        }

        @Test("a canvas renderer's layers run at once on a copy of the context; drawing is ignored")
        func graphicsContext() {
            var calls: [String] = []
            let canvas = Canvas { context, size in
                context.blendMode = .multiply
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .radialGradient(
                        Gradient(colors: [.red, .blue]), center: .zero, startRadius: 0, endRadius: 10))
                context.drawLayer { layer in
                    layer.opacity = 0.5
                    layer.draw(Text("Donut"), at: .zero)
                    calls.append("layer \(layer.opacity) \(layer.blendMode == .multiply)")
                }
                context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), options: .inverse)
                calls.append("after \(context.opacity) \(context.resolve(Image(systemName: "star")).size)")
            }
            var context = GraphicsContext()
            canvas.renderer(&context, CGSize(width: 10, height: 10))
            #expect(calls == ["layer 0.5 true", "after 1.0 CGSize(width: 0.0, height: 0.0)"])
            #expect(context.blendMode == .multiply)
        }
    }
}
