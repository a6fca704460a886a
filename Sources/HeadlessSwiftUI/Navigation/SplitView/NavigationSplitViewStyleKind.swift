// ViewLifecycle · HeadlessSwiftUI

/// How a style's choice reaches the split view controller.
enum NavigationSplitViewStyleKind: Sendable {
    case automatic, balanced, prominentDetail

    /// The split behavior the style asks the split view controller for.
    var splitBehavior: UISplitViewController.SplitBehavior {
        switch self {
        case .automatic: .automatic
        case .balanced: .tile
        case .prominentDetail: .overlay
        }
    }
}
