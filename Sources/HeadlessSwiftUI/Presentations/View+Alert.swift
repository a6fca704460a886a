// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Presents an alert when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: Whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: ()) {
            .alert(title: titleKey.key, message: nil, actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents an alert when a given condition is true, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        presenting(isPresented: isPresented, data: ()) {
            .alert(title: String(title), message: nil, actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents an alert when a given condition is true, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func alert<A>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: ()) {
            .alert(title: title.string, message: nil, actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents an alert and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: Whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the alert's message.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: ()) {
            .alert(
                title: titleKey.key, message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents an alert and a message when a given condition is true, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        presenting(isPresented: isPresented, data: ()) {
            .alert(
                title: String(title), message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents an alert and a message when a given condition is true, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func alert<A, M>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: ()) {
            .alert(
                title: title.string, message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents an alert when data is present.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: Whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: The alert's source of truth; it shows only while this is not `nil` too.
    ///   - actions: A view builder returning the alert's actions for the data.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: data) {
            .alert(title: titleKey.key, message: nil, actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents an alert when data is present, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func alert<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        presenting(isPresented: isPresented, data: data) {
            .alert(title: String(title), message: nil, actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents an alert when data is present, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func alert<A, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: data) {
            .alert(title: title.string, message: nil, actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents an alert and a message when data is present.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: Whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: The alert's source of truth; it shows only while this is not `nil` too.
    ///   - actions: A view builder returning the alert's actions for the data.
    ///   - message: A view builder returning the alert's message for the data.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: data) {
            .alert(
                title: titleKey.key, message: AlertAction.message(in: message($0)),
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents an alert and a message when data is present, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        presenting(isPresented: isPresented, data: data) {
            .alert(
                title: String(title), message: AlertAction.message(in: message($0)),
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents an alert and a message when data is present, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func alert<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: data) {
            .alert(
                title: title.string, message: AlertAction.message(in: message($0)),
                actions: AlertAction.actions(in: actions($0)))
        }
    }
}
