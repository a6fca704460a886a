// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.dialog(
                title: titleKey.key, titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    @_disfavoredOverload
    public func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.dialog(
                title: String(title), titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.dialog(
                title: title.string, titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions())) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.dialog(
                title: titleKey.key, titleVisibility: titleVisibility,
                message: AlertAction.message(in: message()), actions: AlertAction.actions(in: actions()))
            : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    /// - Returns: The view, presenting the dialog while asked to.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.dialog(
                title: String(title), titleVisibility: titleVisibility,
                message: AlertAction.message(in: message()), actions: AlertAction.actions(in: actions()))
            : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, M>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue
            ? AlertRequest.dialog(
                title: title.string, titleVisibility: titleVisibility,
                message: AlertAction.message(in: message()), actions: AlertAction.actions(in: actions()))
            : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog using the given data to produce the dialog's content.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: An optional source of truth for the dialog; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.dialog(
                title: titleKey.key, titleVisibility: titleVisibility, message: nil,
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog using the given data to produce the dialog's content.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: An optional source of truth for the dialog; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    @_disfavoredOverload
    public func confirmationDialog<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.dialog(
                title: String(title), titleVisibility: titleVisibility, message: nil,
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog using the given data to produce the dialog's content.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: An optional source of truth for the dialog; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.dialog(
                title: title.string, titleVisibility: titleVisibility, message: nil,
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog using the given data to produce the dialog's content and a message.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: An optional source of truth for the dialog; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.dialog(
                title: titleKey.key, titleVisibility: titleVisibility,
                message: data.flatMap { AlertAction.message(in: message($0)) },
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog using the given data to produce the dialog's content and a message.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: An optional source of truth for the dialog; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    /// - Returns: The view, presenting the dialog while asked to.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.dialog(
                title: String(title), titleVisibility: titleVisibility,
                message: data.flatMap { AlertAction.message(in: message($0)) },
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }

    /// Presents a confirmation dialog using the given data to produce the dialog's content and a message.
    ///
    /// - Parameters:
    ///   - title: The text view to use as the title of the dialog.
    ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: An optional source of truth for the dialog; both `isPresented` and a non-`nil` value are needed for it to show.
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the message for the dialog.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        let request =
            isPresented.wrappedValue && data != nil
            ? AlertRequest.dialog(
                title: title.string, titleVisibility: titleVisibility,
                message: data.flatMap { AlertAction.message(in: message($0)) },
                actions: data.map { AlertAction.actions(in: actions($0)) } ?? []) : nil
        return modifier(_AlertModifier(request: request) { isPresented.wrappedValue = false })
    }
}
