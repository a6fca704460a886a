// ViewLifecycle · HeadlessSwiftUI

/// A specification for the appearance and interaction of a text field.
///
/// Apple's only requirement is the underscored `_body(configuration:)`, which apps implement
/// to wrap the field (`configuration` is the text field itself, its label type-erased). Under
/// such a style the field's child is that body, with the built-in style below it, so the
/// `configuration` it holds is the field the screen shows and the driver types into.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The type of view the style makes around a text field.
    associatedtype _Body: View

    /// Makes the view around a text field.
    ///
    /// - Parameter configuration: The text field being styled, with a type-erased label.
    /// - Returns: The styled field.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body

    /// The label of the text field a style receives.
    typealias _Label = _TextFieldStyleLabel
}
