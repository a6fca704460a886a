// ViewLifecycle · HeadlessSwiftUI

/// A view that can display and edit long-form text.
///
/// On screen `TextEditor: "text"` (it has no label of its own: give it one with an
/// accessibility label, or find it by identifier); typing replaces the text.
public struct TextEditor: View {
    package let text: Binding<String>

    /// Creates a plain text editor.
    ///
    /// - Parameter text: A ``Binding`` to the variable containing the text to edit.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension TextEditor: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {}
}
