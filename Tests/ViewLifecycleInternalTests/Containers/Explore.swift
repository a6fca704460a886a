// ViewLifecycle · ViewLifecycleInternalTests

import HeadlessTestSupport
import Testing

@testable import ViewLifecycle

@MainActor func trackedLine(_ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) -> String {
    var words = [name, "\(event)".prefix { $0 != "(" }.description]
    if context.isAnimated { words.append("animated") }
    if context.isInteractive { words.append("interactive") }
    if context.isCancellationReversal { words.append("reversal") }
    if let reason = context.disappearanceReason { words.append("\(reason)") }
    if context.source == .swiftUI { words.append("swiftUI") }
    return words.joined(separator: " ")
}

@MainActor private struct Tracked: View {
    let name: String
    var body: some View {
        Text(name)
            .onLifecycle { event, context in Log.shared.append(trackedLine(name, event, context)) }
            .onAppear { Log.shared.append("\(name) onAppear") }
            .onDisappear { Log.shared.append("\(name) onDisappear") }
    }
}

@MainActor private struct Pages: View {
    @State var shows = true
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($shows)
        NavigationStack {
            if shows {
                TabView {
                    Tracked(name: "P0")
                    Tracked(name: "P1")
                    Tracked(name: "P2")
                    Tracked(name: "P3")
                }
                .tabViewStyle(.page)
                .navigationDestination(for: Int.self) { _ in Text("Pushed") }
            }
            NavigationLink("Push", value: 1)
        }
    }
}

@MainActor private struct Rows: View {
    @State var shows = true
    let lazy: Bool
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($shows)
        NavigationStack {
            VStack {
                NavigationLink("Push", value: 1)
                if shows {
                    if lazy {
                        ScrollView { LazyVStack { ForEach(0..<60, id: \.self) { Tracked(name: "R\($0)").frame(height: 44) } } }
                    } else {
                        List(0..<60, id: \.self) { Tracked(name: "R\($0)") }
                    }
                }
            }
            .navigationDestination(for: Int.self) { _ in Text("Pushed") }
        }
    }
}

extension ModifierInternalTests {
    @MainActor struct ExploreTests {
        @Test func pages() throws {
            let log = Log.start()
            var shows: Binding<Bool>?
            let window = showInWindow(UIHostingController(rootView: Pages { shows = $0 }))
            print("LAUNCH", log.take().filter { $0.hasPrefix("P") })
            try Headless.swipePage(.forward)
            print("SWIPE", log.take().filter { $0.hasPrefix("P") })
            try Headless.swipePage(.forward)
            print("SWIPE2", log.take().filter { $0.hasPrefix("P") })
            Headless.tapNavigationLink("Push")
            Headless.runUntilIdle()
            print("PUSH", log.take().filter { $0.hasPrefix("P") })
            try Headless.goBack()
            print("POP", log.take().filter { $0.hasPrefix("P") })
            shows!.wrappedValue = false
            Headless.runUntilIdle()
            print("REMOVE", log.take().filter { $0.hasPrefix("P") })
            withExtendedLifetime(window) {}
        }

        @Test(arguments: [false, true]) func rows(lazy: Bool) throws {
            let log = Log.start()
            var shows: Binding<Bool>?
            let window = showInWindow(UIHostingController(rootView: Rows(lazy: lazy) { shows = $0 }))
            print("LAUNCH", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            try Headless.scroll(by: 1000)
            print("AWAY", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            Headless.tapNavigationLink("Push")
            Headless.runUntilIdle()
            print("PUSH", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            try Headless.goBack()
            print("POP", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            try Headless.scroll(to: .top)
            print("BACK", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            Headless.tapNavigationLink("Push")
            Headless.runUntilIdle()
            print("PUSH2", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            try Headless.goBack()
            print("POP2", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            shows!.wrappedValue = false
            Headless.runUntilIdle()
            print("REMOVE", lazy, log.take().filter { $0.hasPrefix("R0 ") || $0.hasPrefix("R1 ") })
            withExtendedLifetime(window) {}
        }
    }
}
