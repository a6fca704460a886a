// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep (second batch): a recipe card with placeholders while loading, a
    // layout that adapts with ViewThatFits, gestures and a matched-geometry favourite badge.
    @Suite(.serialized) @MainActor struct RecipeScreenTests {
        struct Recipe {
            var title: String
            var minutes: Int
            var ingredients: [String]
        }

        struct RecipeCard: View {
            let recipe: Recipe
            let isLoading: Bool
            @State private var isFavorite = false
            @State private var servings = 2
            @Namespace private var badge

            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            title
                            Spacer()
                            duration
                        }
                        VStack(alignment: .leading) {
                            title
                            duration
                        }
                    }
                    Section {
                        ForEach(recipe.ingredients, id: \.self) { ingredient in
                            Label(ingredient, systemImage: "circle.fill")
                                .labelStyle(.titleAndIcon)
                                .font(.callout)
                        }
                    } header: {
                        Text("Ingredients for \(servings)")
                            .font(.headline)
                    }
                    .headerProminence(.increased)

                    Stepper("Servings", value: $servings, in: 1...12)

                    HStack {
                        if isFavorite {
                            Image(systemName: "heart.fill")
                                .foregroundStyle(.pink)
                                .matchedGeometryEffect(id: "heart", in: badge)
                        } else {
                            Image(systemName: "heart")
                                .matchedGeometryEffect(id: "heart", in: badge)
                        }
                        Text(isFavorite ? "Saved" : "Save")
                    }
                    .contentShape(Rectangle())
                    .onTapGesture(count: 1) {
                        withAnimation(.snappy) { isFavorite.toggle() }
                    }
                    .accessibilityAddTraits(.isButton)
                    .sensoryFeedback(.success, trigger: isFavorite)
                }
                .padding()
                .redacted(reason: isLoading ? .placeholder : [])
                .gesture(
                    DragGesture(minimumDistance: 20)
                        .onEnded { value in
                            if value.translation.width < -80 { log("swiped away") }
                        }
                )
                .onChange(of: isFavorite) { _, favorite in
                    log("favorite \(favorite)")
                }
            }

            private var title: some View {
                Text(recipe.title)
                    .font(.title2.bold())
                    .lineLimit(1)
            }

            private var duration: some View {
                Label("\(recipe.minutes) min", systemImage: "clock")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }

        @Test("tapping the save row toggles the favourite", .enabled(if: Driver.drivesUserActions))
        func favorites() throws {
            let events = Log.start()
            let recipe = Recipe(title: "Shakshuka", minutes: 25, ingredients: ["Eggs", "Tomatoes", "Cumin"])
            _ = showInWindow(UIHostingController(rootView: RecipeCard(recipe: recipe, isLoading: false)))
            try Driver.tap("Save")
            #expect(events.take() == ["favorite true"])
        }
    }
}
