// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: Whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: ()) {
            .dialog(
                title: titleKey.key, titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents a confirmation dialog when a given condition is true, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        presenting(isPresented: isPresented, data: ()) {
            .dialog(
                title: String(title), titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents a confirmation dialog when a given condition is true, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func confirmationDialog<A>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: ()) {
            .dialog(
                title: title.string, titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents a confirmation dialog and a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: Whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - actions: A view builder returning the dialog's actions.
    ///   - message: A view builder returning the dialog's message.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: ()) {
            .dialog(
                title: titleKey.key, titleVisibility: titleVisibility,
                message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents a confirmation dialog and a message when a given condition is true, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        presenting(isPresented: isPresented, data: ()) {
            .dialog(
                title: String(title), titleVisibility: titleVisibility,
                message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents a confirmation dialog and a message when a given condition is true, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func confirmationDialog<A, M>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: ()) {
            .dialog(
                title: title.string, titleVisibility: titleVisibility,
                message: AlertAction.message(in: message()),
                actions: AlertAction.actions(in: actions()))
        }
    }

    /// Presents a confirmation dialog when data is present.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: Whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: The dialog's source of truth; it shows only while this is not `nil` too.
    ///   - actions: A view builder returning the dialog's actions for the data.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: data) {
            .dialog(
                title: titleKey.key, titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents a confirmation dialog when data is present, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func confirmationDialog<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        presenting(isPresented: isPresented, data: data) {
            .dialog(
                title: String(title), titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents a confirmation dialog when data is present, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func confirmationDialog<A, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        presenting(isPresented: isPresented, data: data) {
            .dialog(
                title: title.string, titleVisibility: titleVisibility, message: nil,
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents a confirmation dialog and a message when data is present.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title of the dialog.
    ///   - isPresented: Whether to present the dialog; a tap on any action sets it to `false` before the action runs.
    ///   - titleVisibility: The visibility of the dialog's title (`.visible` shows it on an iPhone).
    ///   - data: The dialog's source of truth; it shows only while this is not `nil` too.
    ///   - actions: A view builder returning the dialog's actions for the data.
    ///   - message: A view builder returning the dialog's message for the data.
    /// - Returns: The view, presenting the dialog while asked to.
    public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: data) {
            .dialog(
                title: titleKey.key, titleVisibility: titleVisibility,
                message: AlertAction.message(in: message($0)),
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents a confirmation dialog and a message when data is present, with a string used as the title; otherwise as the `LocalizedStringKey` form.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        presenting(isPresented: isPresented, data: data) {
            .dialog(
                title: String(title), titleVisibility: titleVisibility,
                message: AlertAction.message(in: message($0)),
                actions: AlertAction.actions(in: actions($0)))
        }
    }

    /// Presents a confirmation dialog and a message when data is present, with a text view used as the title; otherwise as the `LocalizedStringKey` form.
    public func confirmationDialog<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        presenting(isPresented: isPresented, data: data) {
            .dialog(
                title: title.string, titleVisibility: titleVisibility,
                message: AlertAction.message(in: message($0)),
                actions: AlertAction.actions(in: actions($0)))
        }
    }
}
