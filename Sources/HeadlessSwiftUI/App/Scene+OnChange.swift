// ViewLifecycle · HeadlessSwiftUI

extension Scene {
    /// Adds an action to perform when the given value changes.
    ///
    /// - Parameters:
    ///   - value: The value to check when determining whether to run the closure.
    ///   - initial: Whether the action should be run when the scene initially appears.
    ///   - action: A closure to run when the value changes, with the old and new values.
    /// - Returns: A scene that triggers an action in response to a change.
    @MainActor @preconcurrency public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene where V: Equatable {
        ModifiedScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Adds an action to perform when the given value changes.
    ///
    /// - Parameters:
    ///   - value: The value to check when determining whether to run the closure.
    ///   - initial: Whether the action should be run when the scene initially appears.
    ///   - action: A closure to run when the value changes.
    /// - Returns: A scene that triggers an action in response to a change.
    @MainActor @preconcurrency public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some Scene where V: Equatable {
        ModifiedScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Adds an action to perform when the given value changes, with the new value.
    ///
    /// - Parameters:
    ///   - value: The value to check when determining whether to run the closure.
    ///   - action: A closure to run when the value changes, with the new value.
    /// - Returns: A scene that triggers an action in response to a change.
    @available(
        iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @MainActor @preconcurrency public func onChange<V>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> some Scene where V: Equatable {
        ModifiedScene(content: self) { AnyView($0.onChange(of: value) { _, new in action(new) }) }
    }
}
