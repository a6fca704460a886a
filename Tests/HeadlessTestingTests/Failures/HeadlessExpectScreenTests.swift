// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessExpectScreenTests {
        @Test("a matching screen records nothing; a different one records the diff")
        func expectScreen() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            Headless.expectScreen(HeadlessFindTests.shopping)
            let wrong = HeadlessFindTests.shopping.replacingOccurrences(of: "Milk", with: "Eggs")
            withKnownIssue {
                Headless.expectScreen(wrong)
            } matching: { issue in
                issue.comments.map(\.rawValue) == [
                    """
                    The screen differs from the expected text (-expected +actual):
                    @@ -1,5 +1,5 @@
                     NavigationBar "Groceries"
                       Button "Add"
                    -Text "Eggs"
                    +Text "Milk"
                     TextField "Title": "Draft"
                     Toggle "Done": off

                    """
                ]
            }
        }

        @Test("a transcript records the events that differ")
        func expectTranscript() {
            Headless.expectTranscript(["a", "b"], equals: ["a", "b"])
            withKnownIssue {
                Headless.expectTranscript(
                    ["Editor onAppear", "onDismiss"],
                    equals: ["Editor onAppear", "Editor onDisappear", "onDismiss"])
            } matching: { issue in
                issue.comments.map(\.rawValue) == [
                    """
                    The transcript differs from the expected text (-expected +actual):
                    @@ -1,3 +1,2 @@
                     Editor onAppear
                    -Editor onDisappear
                     onDismiss

                    """
                ]
            }
        }
    }
}
