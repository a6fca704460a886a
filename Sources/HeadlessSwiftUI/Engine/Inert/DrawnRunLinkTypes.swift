// ViewLifecycle · HeadlessSwiftUI

/// Which view types are links of a run of drawn-only modifiers.
@MainActor
enum DrawnRunLinkTypes {
    /// The link type of each view type asked about, or `nil` when it is not a link.
    static let memo = TypeMemo<(any DrawnRunLink.Type)?>()
}
