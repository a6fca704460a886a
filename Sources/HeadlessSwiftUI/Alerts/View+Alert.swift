// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension View {
    /// Presents an alert when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.alert(
                title: titleKey.key, message: nil, actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    @_disfavoredOverload
    public func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.alert(
                title: String(title), message: nil, actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.alert(
                title: title.string, message: nil, actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.alert(
                title: titleKey.key, message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    /// - Returns: The view, presenting the alert while asked to.
    @_disfavoredOverload
    public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.alert(
                title: String(title), message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, M>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.alert(
                title: title.string, message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: An optional source of truth for the alert; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.alert(
                title: titleKey.key, message: nil,
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: An optional source of truth for the alert; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    @_disfavoredOverload
    public func alert<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.alert(
                title: String(title), message: nil,
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: An optional source of truth for the alert; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.alert(
                title: title.string, message: nil,
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content and a message.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: An optional source of truth for the alert; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.alert(
                title: titleKey.key, message: data.flatMap { AlertAction.message(in: message($0)) },
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content and a message.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: An optional source of truth for the alert; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    /// - Returns: The view, presenting the alert while asked to.
    @_disfavoredOverload
    public func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.alert(
                title: String(title), message: data.flatMap { AlertAction.message(in: message($0)) },
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert using the given data to produce the alert's content and a message.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the alert.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert; a tap on any action sets it to `false` before the action runs.
    ///   - data: An optional source of truth for the alert; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the alert's actions.
    ///   - message: A view builder returning the message for the alert.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.alert(
                title: title.string, message: data.flatMap { AlertAction.message(in: message($0)) },
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }
}

extension View {
    /// Presents an alert when an error is present.
    ///
    /// The alert's title is the error's `errorDescription` (empty when it has none).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert;
    ///     it shows only while `error` is not `nil` too.
    ///   - error: An optional localized error that is used to generate the alert's title.
    ///   - actions: A view builder returning the alert's actions.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<E, A>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View where E: LocalizedError, A: View {
        let request = error.flatMap { error in
            isPresented.wrappedValue
                ? AlertRequest.alert(
                    title: error.errorDescription ?? "", message: nil,
                    actions: AlertAction.actions(in: actions()))
                : nil
        }
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents an alert with a message when an error is present.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert;
    ///     it shows only while `error` is not `nil` too.
    ///   - error: An optional localized error that is used to generate the alert's title.
    ///   - actions: A view builder returning the alert's actions given the current error.
    ///   - message: A view builder returning the message for the alert given the current error.
    /// - Returns: The view, presenting the alert while asked to.
    public func alert<E, A, M>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
        @ViewBuilder message: (E) -> M
    ) -> some View where E: LocalizedError, A: View, M: View {
        let request = error.flatMap { error in
            isPresented.wrappedValue
                ? AlertRequest.alert(
                    title: error.errorDescription ?? "", message: AlertAction.message(in: message(error)),
                    actions: AlertAction.actions(in: actions(error)))
                : nil
        }
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }
}
