// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

// `@Entry` as apps write it (Xcode 16's SwiftUI, back-deployed): a property in an extension with
// its default value, read with `@Environment` and set with `.environment(_:_:)`. Headless only:
// the iOS 17.4 SDK the dual-import tests are checked against does not declare it.
final class EntryReference {
    let name: String
    init(name: String) { self.name = name }
}

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var pageSize: Int = 20
    @Entry var optionalNote: String?
    @Entry internal var reference: EntryReference = EntryReference(name: "default")
}

extension Transaction {
    @Entry var isUserInitiated: Bool = false
}

extension FocusedValues {
    @Entry var focusedNoteTitle: String?
}

extension SwiftUIInternalTests {
    @Suite(.serialized) @MainActor struct EntryMacroTests {
        struct Badge: View {
            @Environment(\.accentName) var accentName
            @Environment(\.pageSize) var pageSize
            @Environment(\.optionalNote) var note
            @Environment(\.reference) var reference

            var body: some View {
                Text("\(accentName) \(pageSize) \(note ?? "none") \(reference.name)")
            }
        }

        @Test("an entry reads its default until set: environment, transaction and focused values")
        func environmentEntries() {
            var environment = EnvironmentValues()
            #expect(environment.accentName == "blue")
            #expect(environment.optionalNote == nil)
            environment.pageSize = 50
            #expect(environment.pageSize == 50)
            var transaction = Transaction()
            transaction.isUserInitiated = true
            #expect(transaction.isUserInitiated)
            var focused = FocusedValues()
            #expect(focused.focusedNoteTitle == nil)
            focused.focusedNoteTitle = "Groceries"
            #expect(focused.focusedNoteTitle == "Groceries")
            Headless.host(
                VStack {
                    Badge()
                    Badge().environment(\.accentName, "red").environment(\.optionalNote, "set")
                })
            #expect(
                Headless.screen() == """
                    Text "blue 20 none default"
                    Text "red 20 set default"

                    """)
        }
    }
}
