// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: the token forms of searchable show the same search field as the token-less
    // ones, and searchSuggestions(_:for:) hides the suggestions from the content.
    @Suite(.serialized) @MainActor struct SearchableTokensTests {
        struct Tag: Identifiable, Hashable {
            let id: String
        }

        struct TaggedSearch: View {
            @State private var query = ""
            @State private var tags = [Tag(id: "red")]
            @State private var suggested = [Tag(id: "blue")]
            @State private var presented = false
            let form: Int
            let hidesSuggestions: Bool

            var body: some View {
                let list = List {
                    Text("Query: \(query)")
                    Text(presented ? "Presented" : "Not presented")
                }
                .searchSuggestions {
                    Text("Suggestion").searchCompletion("apples")
                }
                .searchSuggestions(hidesSuggestions ? .hidden : .visible, for: .content)
                switch form {
                case 0:
                    list.searchable(text: $query, tokens: $tags, prompt: "Tags") { Text($0.id) }
                case 1:
                    list.searchable(
                        text: $query, editableTokens: $tags, isPresented: $presented, prompt: Text("Tags")
                    ) {
                        Text($0.wrappedValue.id)
                    }
                default:
                    list.searchable(text: $query, tokens: $tags, suggestedTokens: $suggested, prompt: "Tags")
                    {
                        Text($0.id)
                    }
                }
            }
        }

        @Test("each token form shows the search field; typing sets the text binding", arguments: [0, 1, 2])
        func tokenFormsSearch(form: Int) throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: TaggedSearch(form: form, hidesSuggestions: false)))
            #expect(
                Headless.screen() == """
                    SearchField "Tags": ""
                    Text "Query: "
                    Text "Not presented"

                    """)
            try Headless.search("figs")
            // Only the form with an isPresented binding reports the presentation.
            #expect(
                Headless.screen() == """
                    SearchField "Tags": "figs"
                    Text "Query: figs"
                    Text "\(form == 1 ? "Presented" : "Not presented")"
                    Button "Suggestion"

                    """)
        }

        @Test("searchSuggestions(.hidden, for: .content) keeps the suggestions off screen while searching")
        func hiddenSuggestions() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: TaggedSearch(form: 0, hidesSuggestions: true)))
            try Headless.search("figs")
            #expect(
                Headless.screen() == """
                    SearchField "Tags": "figs"
                    Text "Query: figs"
                    Text "Not presented"

                    """)
        }

        @Test("searchCompletion with a token is recorded as inert")
        func tokenCompletionIsRecorded() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Text("Red").searchCompletion(Tag(id: "red"))))
            #expect(Headless.inertCalls == ["View.searchCompletion(_:)"])
        }
    }
}
