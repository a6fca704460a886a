// ViewLifecycle · HeadlessSwiftUI

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private enum Kind: Hashable {
        case sidebar, content, detail
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The sidebar column.
    public static var sidebar: NavigationSplitViewColumn { .init(.sidebar) }
    /// The content column of a three-column split view.
    public static var content: NavigationSplitViewColumn { .init(.content) }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { .init(.detail) }

    /// The split view controller's column this one is.
    var splitColumn: UISplitViewController.Column {
        switch kind {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }

    /// The column a split view controller's column is.
    init(_ column: UISplitViewController.Column) {
        switch column {
        case .primary: self.init(.sidebar)
        case .supplementary: self.init(.content)
        case .secondary, .compact: self.init(.detail)
        }
    }
}
