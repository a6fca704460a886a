// ViewLifecycle · HeadlessUIKit

/// The content of a list cell, header or footer: an image, a text and a secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which of UIKit's presets the configuration started from.
    enum Preset: Hashable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell,
            sidebarHeader
    }

    let preset: Preset

    /// The image, or `nil`.
    public var image: UIImage?
    /// The primary text, or `nil`.
    public var text: String?
    /// An attributed primary text, which supersedes `text` when set.
    public var attributedText: NSAttributedString?
    /// The secondary text, or `nil`.
    public var secondaryText: String?
    /// An attributed secondary text, which supersedes `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// The axes on which the content view keeps the layout margins its superview passes down
    /// (recorded; both by default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins between the content and the content view's edges (recorded; minimums where
    /// superview margins are preserved).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets()
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// How the primary text is shown.
    public var textProperties = TextProperties()
    /// How the secondary text is shown.
    public var secondaryTextProperties = TextProperties()
    /// Whether the two texts sit side by side.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(preset: Preset, sideBySide: Bool = false) {
        self.preset = preset
        self.prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A plain cell's content.
    ///
    /// - Returns: The configuration.
    public static func cell() -> UIListContentConfiguration { .init(preset: .cell) }
    /// A cell's content with the secondary text below.
    ///
    /// - Returns: The configuration.
    public static func subtitleCell() -> UIListContentConfiguration { .init(preset: .subtitleCell) }
    /// A cell's content with the secondary text trailing.
    ///
    /// - Returns: The configuration.
    public static func valueCell() -> UIListContentConfiguration {
        .init(preset: .valueCell, sideBySide: true)
    }
    /// A plain table's header content.
    ///
    /// - Returns: The configuration.
    public static func plainHeader() -> UIListContentConfiguration { .init(preset: .plainHeader) }
    /// A plain table's footer content.
    ///
    /// - Returns: The configuration.
    public static func plainFooter() -> UIListContentConfiguration { .init(preset: .plainFooter) }
    /// A grouped table's header content.
    ///
    /// - Returns: The configuration.
    public static func groupedHeader() -> UIListContentConfiguration { .init(preset: .groupedHeader) }
    /// A grouped table's footer content.
    ///
    /// - Returns: The configuration.
    public static func groupedFooter() -> UIListContentConfiguration { .init(preset: .groupedFooter) }
    /// An inset grouped table's prominent header content.
    ///
    /// - Returns: The configuration.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(preset: .prominentInsetGroupedHeader)
    }
    /// An inset grouped table's extra prominent header content.
    ///
    /// - Returns: The configuration.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(preset: .extraProminentInsetGroupedHeader)
    }
    /// A sidebar cell's content.
    ///
    /// - Returns: The configuration.
    public static func sidebarCell() -> UIListContentConfiguration { .init(preset: .sidebarCell) }
    /// A sidebar cell's content with a secondary text.
    ///
    /// - Returns: The configuration.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        .init(preset: .sidebarSubtitleCell)
    }
    /// An accompanied sidebar cell's content (a sidebar beside other content).
    ///
    /// - Returns: The configuration.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        .init(preset: .accompaniedSidebarCell)
    }
    /// An accompanied sidebar cell's content with a secondary text.
    ///
    /// - Returns: The configuration.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        .init(preset: .accompaniedSidebarSubtitleCell)
    }
    /// A sidebar header's content.
    ///
    /// - Returns: The configuration.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(preset: .sidebarHeader) }

    /// The primary text as shown: the attributed text's characters if set, else `text`, with
    /// the text properties' transform applied.
    var shownText: String? {
        (attributedText?.string ?? text).map(textProperties.transformed)
    }

    /// Makes the view that shows the configuration.
    ///
    /// - Returns: A `UIListContentView`.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration unchanged: states change nothing that is drawn here.
    ///
    /// - Parameter state: The view's state.
    /// - Returns: This configuration.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
