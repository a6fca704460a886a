// ViewLifecycle · an iOS app using the modifiers (type-checked by scripts/ios-typecheck.sh)

// `import ViewLifecycle` in place of `import SwiftUI`: it brings Apple's SwiftUI (and UIKit or
// AppKit) on Apple platforms, HeadlessSwiftUI elsewhere.
import ViewLifecycle

/// A screen that refreshes when it is about to show, stops its live updates when it goes, and
/// counts time on screen only while the user can see it.
struct InboxScreen: View {
    @State private var messages: [String] = []
    @State private var secondsVisible = 0

    var body: some View {
        List(messages, id: \.self) { Text($0) }
            .navigationTitle("Inbox")
            .onLoad { messages = ["Welcome"] }
            .onWillAppear { messages.append("Refreshed") }
            .onWillDisappear { messages.append("Draft saved") }
            .onLifecycle { event, context in
                if case .didDisappear = event, context.disappearanceReason == .removed {
                    print("Inbox closed")
                }
            }
            .onVisibilityChange { visible in print(visible ? "Inbox on screen" : "Inbox hidden") }
            .lifecycleTask {
                // `try?` would swallow the cancellation and count one second too many.
                while (try? await Task.sleep(nanoseconds: 1_000_000_000)) != nil {
                    secondsVisible += 1
                }
            }
    }
}
