// ViewLifecycle · HeadlessSwiftUI

/// The properties of a form instance.
public struct FormStyleConfiguration {
    /// A type-erased content of a form: it shows the form's own content.
    public struct Content: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}
