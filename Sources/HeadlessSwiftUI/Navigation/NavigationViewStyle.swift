// ViewLifecycle · HeadlessSwiftUI

/// A specification for the appearance and interaction of a navigation view.
///
/// Styles are inert headlessly: every navigation view behaves as a stack.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public protocol NavigationViewStyle {}
