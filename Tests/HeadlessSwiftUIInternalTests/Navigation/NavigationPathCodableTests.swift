// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: a NavigationPath of codable values serializes through `codable` (type name and
    // JSON per element, last first) and comes back equal; a codable NavigationLink pushes as
    // the hashable one does.
    @Suite(.serialized) @MainActor struct NavigationPathCodableTests {
        struct Recipe: Codable, Hashable {
            let name: String
        }

        struct NotCodable: Hashable {}

        @Test("append, removeLast, count and isEmpty")
        func basics() {
            var path = NavigationPath()
            #expect(path.isEmpty)
            path.append(Recipe(name: "Soup"))
            path.append(3)
            path.append(NotCodable())
            #expect(path.count == 3)
            path.removeLast()
            #expect(path.count == 2)
            #expect(path == NavigationPath([AnyHashable(Recipe(name: "Soup")), AnyHashable(3)]))
        }

        @Test("codable encodes each element's type and JSON, last first, and decodes to an equal path")
        func roundTrip() throws {
            var path = NavigationPath()
            path.append(Recipe(name: "Soup"))
            path.append(3)
            let codable = try #require(path.codable)
            let data = try JSONEncoder().encode(codable)
            let typeName = _typeName(Recipe.self, qualified: true)
            #expect(
                String(decoding: data, as: UTF8.self)
                    == "[\"Swift.Int\",\"3\",\"\(typeName)\",\"{\\\"name\\\":\\\"Soup\\\"}\"]")
            let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            #expect(decoded == codable)
            #expect(NavigationPath(decoded) == path)
            #expect(NavigationPath([1, 2]).codable == NavigationPath([1, 2]).codable)
        }

        @Test("a path holding a value that is not codable has no codable form")
        func notCodable() {
            var path = NavigationPath([1])
            path.append(NotCodable())
            #expect(path.codable == nil)
        }

        @Test("decoding a type this process never saw fails")
        func unknownType() {
            let data = Data("[\"Nowhere.Thing\",\"{}\"]".utf8)
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            }
        }

        struct Stack: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Soup", value: Recipe(name: "Soup"))
                        NavigationLink(value: Recipe(name: "Cake")) { Text("Cake") }
                        Text("Depth \(path.count)")
                    }
                    .navigationDestination(for: Recipe.self) { Text("Recipe \($0.name)") }
                }
            }
        }

        @Test("a codable NavigationLink pushes its value onto the path")
        func codableLinkPushes() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Stack()))
            try Headless.tap("Soup")
            #expect(Headless.screen() == "NavigationBar\n  BackButton \"Back\"\nText \"Recipe Soup\"\n")
        }
    }
}
