// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32 item 7: Text's accessibilityLabel returns Text, as in the iOS 17.4 interface
    // (`extension SwiftUI.Text { func accessibilityLabel(_:) -> SwiftUI.Text }`, three forms).
    @Suite(.serialized) @MainActor struct TextAccessibilityLabelTests {
        /// A rating written with Text's labels: each chain is still a Text (`+`, `bold()`).
        struct TextLabels: View {
            let liked: String

            var body: some View {
                VStack {
                    Text("★★★").accessibilityLabel("3 stars").bold() + Text(" of 5")
                    Text("★").accessibilityLabel(Text("1 star"))
                    Text("♥").accessibilityLabel(liked)
                    Button {
                    } label: {
                        Text("☆").accessibilityLabel("Favorite")
                    }
                }
            }
        }

        /// The same rating with the view modifier's labels, on a view that is not a Text.
        struct ViewLabels: View {
            var body: some View {
                VStack {
                    Text("★★★ of 5").padding().accessibilityLabel("3 stars of 5")
                    Text("★").padding().accessibilityLabel(Text("1 star"))
                    Text("♥").padding().accessibilityLabel(String("Liked"))
                    Button {
                    } label: {
                        Text("☆").padding().accessibilityLabel("Favorite")
                    }
                }
            }
        }

        @Test("a labelled text shows its label, in a button too, as the view modifier's label does")
        func labelShown() {
            Headless.reset()
            let textLabels = UIHostingController(rootView: TextLabels(liked: "Liked"))
            let viewLabels = UIHostingController(rootView: ViewLabels())
            _ = textLabels.view
            _ = viewLabels.view
            let expected = """
                Text "3 stars of 5"
                Text "1 star"
                Text "Liked"
                Button "Favorite"

                """
            #expect(Headless.screen(of: textLabels) == expected)
            #expect(Headless.screen(of: viewLabels) == expected)
        }

        @Test("a label joins the text's value: labelled and unlabelled texts differ, equal labels are equal")
        func labelInEquality() {
            let labelled: Text = Text("★").accessibilityLabel("1 star")
            #expect(labelled != Text("★"))
            #expect(labelled == Text("★").accessibilityLabel(Text("1 star")))
            #expect((labelled + Text("!")).spoken == "1 star!")
            #expect((Text("4 ") + Text("★").accessibilityLabel("stars")).spoken == "4 stars")
            #expect((Text("4 ") + Text("★")).spokenLabel == nil)
        }
    }
}
