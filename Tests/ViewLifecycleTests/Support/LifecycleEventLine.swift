// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// Logs `event` with its context as `"<name> willDisappear animated removed"`, ending in
    /// `swiftUI` when SwiftUI's side spoke rather than UIKit's.
    @MainActor func log(_ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) {
        var words = [name, "\(event)".prefix { $0 != "(" }.description]
        if context.isAnimated { words.append("animated") }
        if context.isInteractive { words.append("interactive") }
        if context.isCancellationReversal { words.append("reversal") }
        if let reason = context.disappearanceReason { words.append("\(reason)") }
        if context.source == .swiftUI { words.append("swiftUI") }
        log(words.joined(separator: " "))
    }

#endif
