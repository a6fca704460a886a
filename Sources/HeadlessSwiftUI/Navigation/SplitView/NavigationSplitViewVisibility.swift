// ViewLifecycle · HeadlessSwiftUI

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private enum Kind: String, Codable {
        case detailOnly, doubleColumn, all, automatic
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Hide the leading two columns of a three-column navigation split view, so that just the
    /// detail area shows.
    public static var detailOnly: NavigationSplitViewVisibility { .init(.detailOnly) }
    /// Show the content column and detail area of a three-column navigation split view, or the
    /// sidebar column and detail area of a two-column navigation split view.
    public static var doubleColumn: NavigationSplitViewVisibility { .init(.doubleColumn) }
    /// Show all the columns of a three-column navigation split view.
    public static var all: NavigationSplitViewVisibility { .init(.all) }
    /// Use the default leading column visibility for the current device.
    public static var automatic: NavigationSplitViewVisibility { .init(.automatic) }

    /// The split view controller's display mode that shows these columns.
    func displayMode(threeColumns: Bool) -> UISplitViewController.DisplayMode {
        switch kind {
        case .detailOnly: .secondaryOnly
        case .doubleColumn: .oneBesideSecondary
        case .all: threeColumns ? .twoBesideSecondary : .oneBesideSecondary
        case .automatic: .automatic
        }
    }

    /// The visibility a split view controller's display mode stands for.
    init(_ mode: UISplitViewController.DisplayMode, threeColumns: Bool) {
        switch mode {
        case .secondaryOnly: self.init(.detailOnly)
        case .oneBesideSecondary, .oneOverSecondary: self.init(threeColumns ? .doubleColumn : .all)
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: self.init(.all)
        case .automatic: self.init(.automatic)
        }
    }
}
