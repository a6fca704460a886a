// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

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
    }
}
