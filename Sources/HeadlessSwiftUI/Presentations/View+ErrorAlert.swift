// ViewLifecycle · HeadlessSwiftUI

import Foundation

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
        presenting(isPresented: isPresented, data: error) { error in
            .alert(
                title: error.errorDescription ?? "", message: nil, actions: AlertAction.actions(in: actions())
            )
        }
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
        presenting(isPresented: isPresented, data: error) { error in
            .alert(
                title: error.errorDescription ?? "", message: AlertAction.message(in: message(error)),
                actions: AlertAction.actions(in: actions(error)))
        }
    }
}
