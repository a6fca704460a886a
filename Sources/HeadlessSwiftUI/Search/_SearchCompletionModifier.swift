// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `searchCompletion(_:)`: keeps the completion for the screen, where a tap
/// on the suggestion writes it to the enclosing search's text.
package struct _SearchCompletionModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    package let completion: String
}
