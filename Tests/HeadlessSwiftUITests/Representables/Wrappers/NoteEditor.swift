// ViewLifecycle · HeadlessSwiftUITests

/// A multi-line editor as apps write it: a UITextView whose coordinator, its delegate, copies
/// each change into the parent's binding; `updateUIView` writes the binding back only when it
/// differs (setting `text` in code tells the delegate nothing).
struct NoteEditor: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator {
        log("makeCoordinator")
        return Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextView {
        log("makeUIView")
        let textView = UITextView()
        textView.accessibilityIdentifier = "note"
        textView.autocorrectionType = .no
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        log("updateUIView \(text)")
        if uiView.text != text { uiView.text = text }
    }

    /// The text view's delegate, holding the latest representable.
    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: NoteEditor

        init(_ parent: NoteEditor) { self.parent = parent }

        func textViewDidBeginEditing(_ textView: UITextView) { log("didBegin") }

        func textView(
            _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        )
            -> Bool
        {
            log("shouldChange \(text)")
            return true
        }

        func textViewDidChange(_ textView: UITextView) {
            log("didChange \(textView.text ?? "")")
            parent.text = textView.text
        }
    }
}
