// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 32: the columns a compact table takes its cells from: columns of `NSObject` rows
    // sorted by a `SortDescriptor`, a column customization binding, columns from `ForEach` and
    // from conditions. A compact table shows its first column's cells.
    @Suite(.serialized) @MainActor struct TableColumnsTests {
        final class Track: NSObject, Identifiable {
            let id: Int
            let title: String
            let plays: Int
            let liked: Bool

            init(id: Int, title: String, plays: Int, liked: Bool) {
                self.id = id
                self.title = title
                self.plays = plays
                self.liked = liked
            }
        }

        static let tracks = [
            Track(id: 1, title: "Intro", plays: 12, liked: true),
            Track(id: 2, title: "Outro", plays: 3, liked: false),
        ]

        struct Described: View {
            @State private var order = [SortDescriptor(\Track.plays)]

            var body: some View {
                Table(TableColumnsTests.tracks, sortOrder: $order) {
                    TableColumn("Plays", value: \.plays) { track in
                        Text("\(track.plays)").onAppear { log("\(track.plays) plays onAppear") }
                    }
                    TableColumn("Liked", value: \.liked) { track in Text(track.liked ? "yes" : "no") }
                    TableColumn("Title", value: \.title)
                }
                .onChange(of: order) { log("order changed") }
            }
        }

        @Test("sort-descriptor columns show their content; the sort order is kept")
        func sortDescriptorColumns() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Described()))
            #expect(events.take() == ["12 plays onAppear", "3 plays onAppear"])
        }

        struct Customized: View {
            @State private var customization = TableColumnCustomization<Track>()
            @State private var selection = Set<Track.ID>()

            var body: some View {
                Table(TableColumnsTests.tracks, selection: $selection, columnCustomization: $customization) {
                    TableColumn("Title") { (track: Track) in
                        Text(track.title).onAppear { log("\(track.title) onAppear") }
                    }
                    .customizationID("title")
                    TableColumn("Plays") { (track: Track) in Text("\(track.plays)") }
                        .customizationID("plays")
                }
                .onChange(of: selection) { log("selection \(selection.sorted())") }
            }
        }

        @Test("a table with a column customization shows its first column and selects")
        func customizedTable() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Customized()))
            #expect(events.take() == ["Intro onAppear", "Outro onAppear"])
            guard Driver.drivesUserActions else { return }
            try Driver.tap("Outro")
            #expect(events.take() == ["selection [2]"])
        }

        @Test("a column customization keeps visibilities by id, compares and round-trips as JSON")
        func customizationValue() throws {
            var customization = TableColumnCustomization<Track>()
            #expect(customization[visibility: "plays"] == .automatic)
            customization[visibility: "plays"] = .hidden
            customization[visibility: "title"] = .visible
            #expect(customization[visibility: "plays"] == .hidden)
            #expect(customization != TableColumnCustomization<Track>())
            customization.resetOrder()
            let data = try JSONEncoder().encode(customization)
            let decoded = try JSONDecoder().decode(TableColumnCustomization<Track>.self, from: data)
            #expect(decoded == customization)
            #expect(decoded[visibility: "title"] == .visible)
            customization[visibility: "plays"] = .automatic
            customization[visibility: "title"] = .automatic
            #expect(customization == TableColumnCustomization<Track>())
        }

        @available(iOS 17.4, macOS 14.4, *)
        struct Dynamic: View {
            let showsPlays: Bool

            var body: some View {
                Table(TableColumnsTests.tracks) {
                    if showsPlays {
                        TableColumn("Plays") { (track: Track) in
                            Text("\(track.plays)").onAppear { log("\(track.plays) plays onAppear") }
                        }
                    } else {
                        TableColumnForEach(["title"], id: \.self) { _ in
                            TableColumn("Title") { (track: Track) in
                                Text(track.title).onAppear { log("\(track.title) onAppear") }
                            }
                        }
                    }
                }
            }
        }

        @available(iOS 17.4, macOS 14.4, *)
        @Test("the columns of an if's branch or a ForEach are the table's columns")
        func conditionalAndForEachColumns() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Dynamic(showsPlays: true)))
            #expect(events.take() == ["12 plays onAppear", "3 plays onAppear"])
            _ = showInWindow(UIHostingController(rootView: Dynamic(showsPlays: false)))
            #expect(events.take() == ["Intro onAppear", "Outro onAppear"])
        }
    }
}
