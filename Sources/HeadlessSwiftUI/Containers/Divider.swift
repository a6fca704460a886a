// ViewLifecycle · HeadlessSwiftUI

/// A visual element that can be used to separate other content.
///
/// A drawn line only: it shows nothing on screen (VoiceOver skips separators).
public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {}
}
