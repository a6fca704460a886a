// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: preferences flow up. A writer's value replaces its content's,
    // siblings combine with reduce in order, transformPreference changes what is below it, and
    // onPreferenceChange runs after the update that changed the value (its first call, when the
    // value is not the default, is a guess: no source pins it).
    @Suite(.serialized) @MainActor struct PreferenceTests {
        struct TitlesKey: PreferenceKey {
            static let defaultValue: [String] = []

            static func reduce(value: inout [String], nextValue: () -> [String]) {
                value += nextValue()
            }
        }

        struct Row: View {
            let title: String

            var body: some View {
                Text(title).preference(key: TitlesKey.self, value: [title])
            }
        }

        struct Titles: View {
            let flag: Flag

            var body: some View {
                VStack {
                    Row(title: "A")
                    if flag.isOn {
                        Row(title: "B")
                    }
                    VStack {
                        Row(title: "C")
                        Row(title: "D")
                    }
                    .transformPreference(TitlesKey.self) { $0 = $0.map { $0.lowercased() } }
                }
                .onPreferenceChange(TitlesKey.self) { titles in
                    log("titles \(titles.joined(separator: ","))")
                }
            }
        }

        @Test("onPreferenceChange sees the reduced value at mount and after each change")
        func reduces() {
            let events = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Titles(flag: flag)))
            #expect(events.take() == ["titles A,c,d"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(events.take() == ["titles A,B,c,d"])
            Driver.runUntilIdle()
            #expect(events.take() == [])
        }
    }
}
