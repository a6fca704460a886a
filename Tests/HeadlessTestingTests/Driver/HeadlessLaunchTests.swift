// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Observation
import Testing

@Suite(.headless) @MainActor struct HeadlessLaunchTests {
    @Observable @MainActor final class Shelf {
        var books: [String]
        init(books: [String]) { self.books = books }
    }

    struct ShelfApp: App {
        let shelf: Shelf
        init() { shelf = Shelf(books: ["Default"]) }
        init(shelf: Shelf) { self.shelf = shelf }

        var body: some Scene {
            WindowGroup {
                VStack {
                    ForEach(shelf.books, id: \.self) { Text($0) }
                    Button("Add Dune") { shelf.books.append("Dune") }
                }
            }
        }
    }

    @Test("launching the app type makes it with init()")
    func launchesType() {
        Headless.launch(ShelfApp.self)
        #expect(Headless.screen() == "Text \"Default\"\nButton \"Add Dune\"\n")
    }

    @Test("launching an app value keeps the model the test gave it, and the test sees its changes")
    func launchesValue() throws {
        let shelf = Shelf(books: ["Emma"])
        Headless.launch(ShelfApp(shelf: shelf))
        #expect(Headless.screen() == "Text \"Emma\"\nButton \"Add Dune\"\n")
        try Headless.tap("Add Dune")
        #expect(shelf.books == ["Emma", "Dune"])
        #expect(Headless.screen() == "Text \"Emma\"\nText \"Dune\"\nButton \"Add Dune\"\n")
    }
}
