// ViewLifecycle · HeadlessUIKit

/// The world's first responder: one text field or text view being edited at a time, held weakly
/// so an editor that goes away lets go.
@MainActor
final class HeadlessFirstResponder: HeadlessWorldPart {
    /// The first responder, or `nil`.
    weak var current: UIResponder?
    /// Whether the software keyboard is up.
    var keyboardShown = false
    /// Whether first-responder status is passing from one responder to another, so the keyboard
    /// stays up while the old one resigns.
    var handingOver = false

    /// Creates the part with no first responder.
    init() {}

    /// Forgets the first responder.
    func tearDown() {
        current = nil
        keyboardShown = false
        handingOver = false
    }
}

extension HeadlessWorld {
    /// The world's first responder, made on first use.
    var firstResponders: HeadlessFirstResponder { part(HeadlessFirstResponder.self) }
}
