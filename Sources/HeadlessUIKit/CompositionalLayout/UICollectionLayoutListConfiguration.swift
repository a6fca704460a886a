// ViewLifecycle · HeadlessUIKit

/// How a list layout looks: its appearance, headers and footers, and swipe actions.
public struct UICollectionLayoutListConfiguration {
    /// Makes the swipe actions of an item, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
        UISwipeActionsConfiguration?

    /// The list's appearance.
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    /// Whether rows have separators (recorded).
    public var showsSeparators = true
    /// The list's background colour (recorded).
    public var backgroundColor: UIColor?
    /// Makes the actions a swipe from the leading edge shows.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Makes the actions a swipe from the trailing edge shows.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Whether sections have a header, and of what kind.
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    /// Whether sections have a footer.
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    /// The padding above each header (recorded).
    public var headerTopPadding: CGFloat?

    /// Creates a configuration.
    ///
    /// - Parameter appearance: The appearance.
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
    }
}
