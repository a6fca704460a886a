// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `searchCompletion(_:)`: keeps the completion for the screen, where a tap
/// on the suggestion writes it to the enclosing search's text.
struct _SearchCompletionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let completion: String
}
