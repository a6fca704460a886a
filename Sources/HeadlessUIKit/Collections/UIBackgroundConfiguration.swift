// ViewLifecycle · HeadlessUIKit

/// The description of a cell's background (recorded: nothing is drawn).
public struct UIBackgroundConfiguration: Hashable {
    /// Which preset the configuration came from.
    let preset: String
    /// A custom view behind the content.
    public var customView: UIView?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    /// The fill colour.
    public var backgroundColor: UIColor?
    /// The stroke colour.
    public var strokeColor: UIColor?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// The stroke's outset.
    public var strokeOutset: CGFloat = 0

    private init(preset: String) {
        self.preset = preset
    }

    /// No background.
    ///
    /// - Returns: The configuration.
    public static func clear() -> UIBackgroundConfiguration { .init(preset: "clear") }
    /// A plain list cell's background.
    ///
    /// - Returns: The configuration.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(preset: "listPlainCell") }
    /// A plain list header's or footer's background.
    ///
    /// - Returns: The configuration.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(preset: "listPlainHeaderFooter")
    }
    /// A grouped list cell's background.
    ///
    /// - Returns: The configuration.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(preset: "listGroupedCell") }
    /// A grouped list header's or footer's background.
    ///
    /// - Returns: The configuration.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        .init(preset: "listGroupedHeaderFooter")
    }
    /// A sidebar header's background.
    ///
    /// - Returns: The configuration.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(preset: "listSidebarHeader") }
    /// A sidebar cell's background.
    ///
    /// - Returns: The configuration.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(preset: "listSidebarCell") }
    /// An accompanied sidebar cell's background.
    ///
    /// - Returns: The configuration.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        .init(preset: "listAccompaniedSidebarCell")
    }

    /// This configuration for `state`; unchanged here.
    ///
    /// - Parameter state: The state.
    /// - Returns: The configuration.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
