// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // The headless-only parts of the data properties: the default AppStorage store a test presets
    // and writes from outside, the focus hook the driver calls before typing, openURL's record.
    @Suite(.serialized) @MainActor struct DataDriverTests {
        struct Settings: View {
            @AppStorage("count") var count = 1

            var body: some View {
                let _ = log("Settings \(count)")
                EmptyView()
            }
        }

        @Test("@AppStorage reads Headless.userDefaults; Headless.setAppStorage re-runs its readers")
        func userDefaults() {
            let log = Log.start()
            Headless.userDefaults.removeObject(forKey: "count")
            Headless.userDefaults.set(5, forKey: "count")
            _ = showInWindow(UIHostingController(rootView: Settings()))
            Headless.setAppStorage(6, forKey: "count")
            Headless.setAppStorage(nil, forKey: "count")
            Headless.runUntilIdle()
            #expect(log.take() == ["Settings 5", "Settings 1"])
        }

        enum Field: Hashable { case title, author }

        struct Editor: View {
            @FocusState var field: Field?

            var body: some View {
                let _ = log("Editor \(field.map { "\($0)" } ?? "nil")")
                Text("title").focused($field, equals: .title)
                Text("author").focused($field, equals: .author)
            }
        }

        @Test("the focus hook focuses the nearest focused(_:equals:) above a field's node")
        func focusHook() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: Editor())
            _ = showInWindow(host)
            let author = try #require(Self.node(in: host.graph.root) { ($0.view as? Text) == Text("author") })
            #expect(FocusHook.focusField(at: author))
            Headless.runUntilIdle()
            #expect(log.take() == ["Editor nil", "Editor author"])
        }

        @Test("the system openURL action records the URL")
        func openURL() {
            let before = Headless.openedURLs.count
            EnvironmentValues().openURL(URL(string: "https://example.com")!)
            #expect(Headless.openedURLs.dropFirst(before) == [URL(string: "https://example.com")!])
        }

        static func node(in node: ViewNode?, where match: (ViewNode) -> Bool) -> ViewNode? {
            guard let node else { return nil }
            if match(node) { return node }
            for child in node.children {
                if let found = Self.node(in: child, where: match) { return found }
            }
            return nil
        }
    }
}
