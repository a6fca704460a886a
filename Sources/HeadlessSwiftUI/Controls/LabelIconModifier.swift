// ViewLifecycle · HeadlessSwiftUI

/// Marks a `Label`'s icon: in the graph as its content, on screen nothing (VoiceOver reads the
/// title).
package struct _LabelIconModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
}
