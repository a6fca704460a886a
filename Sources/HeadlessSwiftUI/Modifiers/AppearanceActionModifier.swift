// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `onAppear(perform:)` and `onDisappear(perform:)`.
struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? AppearanceBehavior ?? AppearanceBehavior()
        node.behavior = behavior
        // The handler that runs is always the one from the latest update.
        behavior.appear = appear
        behavior.disappear = disappear
    }
}

/// What an appearance modifier keeps for its identity: its latest actions.
final class AppearanceBehavior: NodeBehavior {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    override func appear(into queue: inout ActionQueue) {
        guard appear != nil else { return }
        queue.main.append { [self] in appear?() }
    }

    override func disappear(into actions: inout [() -> Void]) {
        guard disappear != nil else { return }
        actions.append { [self] in disappear?() }
    }

    override var dumpDescription: String? {
        [appear.map { _ in "onAppear" }, disappear.map { _ in "onDisappear" }].compactMap { $0 }
            .joined(separator: " ")
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// The action runs after the update that inserted the view (or after its hosting view came on
    /// screen), before the first frame, children before parents.
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the call has no effect.
    /// - Returns: A view that triggers `action` before it appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the call has no effect.
    /// - Returns: A view that triggers `action` after it disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}
