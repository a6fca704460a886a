// ViewLifecycle · ViewLifecycleTests

/// Logs `event` with its context as `"<name> willDisappear animated removed"`.
@MainActor func log(_ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) {
    var words = [name, "\(event)".prefix { $0 != "(" }.description]
    if context.isAnimated { words.append("animated") }
    if context.isInteractive { words.append("interactive") }
    if context.isCancellationReversal { words.append("reversal") }
    if let reason = context.disappearanceReason { words.append("\(reason)") }
    log(words.joined(separator: " "))
}
