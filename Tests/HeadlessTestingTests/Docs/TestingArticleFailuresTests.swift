// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Observation
import Testing

// The article's "Readable failures", copied as printed, with the failures it prints.
extension TestingArticle.CoffeeTests {
    @Test func resetDisablesItself() throws {
        Headless.host(TestingArticle.CoffeeScreen())
        try Headless.increment("Cups: 0")
        try Headless.tap("Reset")
        Headless.expectScreen(
            """
            NavigationBar "Coffee"
            Stepper "Cups: 0": 0
            Button "Reset": destructive (disabled)

            """)
    }

    // "Had the test expected the button enabled, the issue would read: …"
    @Test func resetDisablesItselfFailure() throws {
        Headless.host(TestingArticle.CoffeeScreen())
        try Headless.increment("Cups: 0")
        try Headless.tap("Reset")
        withKnownIssue {
            Headless.expectScreen(
                """
                NavigationBar "Coffee"
                Stepper "Cups: 0": 0
                Button "Reset": destructive

                """)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                The screen differs from the expected text (-expected +actual):
                @@ -1,3 +1,3 @@
                 NavigationBar "Coffee"
                 Stepper "Cups: 0": 0
                -Button "Reset": destructive
                +Button "Reset": destructive (disabled)

                """
            ]
        }
    }
}

extension TestingArticle {
    @Observable final class Journal {
        var entries: [String] = []
    }

    struct HelpScreen: View {
        let journal: Journal
        @State private var isShowingHelp = false

        var body: some View {
            Button("Help") { isShowingHelp = true }
                .sheet(isPresented: $isShowingHelp, onDismiss: { journal.entries.append("help dismissed") }) {
                    Text("Swipe down to close")
                        .onAppear { journal.entries.append("help appeared") }
                        .onDisappear { journal.entries.append("help disappeared") }
                }
        }
    }

    @Suite(.headless) @MainActor struct HelpTests {
        @Test func helpComesAndGoes() throws {
            let journal = Journal()
            Headless.host(HelpScreen(journal: journal))
            try Headless.tap("Help")
            try Headless.swipeSheetDown()
            Headless.expectTranscript(
                journal.entries, equals: ["help appeared", "help disappeared", "help dismissed"])
        }

        // "Had the test expected `onDismiss` first, the issue would read: …"
        @Test func helpComesAndGoesFailure() throws {
            let journal = Journal()
            Headless.host(HelpScreen(journal: journal))
            try Headless.tap("Help")
            try Headless.swipeSheetDown()
            withKnownIssue {
                Headless.expectTranscript(
                    journal.entries, equals: ["help appeared", "help dismissed", "help disappeared"])
            } matching: { issue in
                issue.comments.map(\.rawValue) == [
                    """
                    The transcript differs from the expected text (-expected +actual):
                    @@ -1,3 +1,3 @@
                     help appeared
                    -help dismissed
                     help disappeared
                    +help dismissed

                    """
                ]
            }
        }
    }
}
