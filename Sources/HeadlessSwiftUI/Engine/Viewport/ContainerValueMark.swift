// ViewLifecycle · HeadlessSwiftUI

/// A fresh object in every value of a lazy container (`List`, the lazy stacks and grids), so
/// the container's node can tell a value its parent made anew from the same value rendered
/// again because it scrolled.
///
/// SwiftUI calls a `ForEach`'s content again for the rows on screen when the container's
/// parent updates, and only for the rows coming in when it scrolls: the container compares
/// marks by identity, which costs nothing however many rows it has. As a view input the mark
/// is always the same, so it never makes a parent's `body` run where it would not have.
final class ContainerValueMark: Sendable, GraphInputComparable {
    /// Always the same input: only the container's node reads the mark.
    func isSameGraphInput(as other: Any) -> Bool { true }
}
