// ViewLifecycle · HeadlessUIKit

import Foundation

/// What a view shows when it has no content (an empty list, a search without results, a load in
/// progress): its image, texts, buttons, paddings and background, all kept as set. The factories set
/// what UIKit's presets show; their texts and fonts are a guess (Docs/Evidence.md).
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// The image above the texts.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = UIContentUnavailableConfiguration.ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes, in place of `text`.
    public var attributedText: NSAttributedString?
    /// How the primary text looks.
    public var textProperties = UIContentUnavailableConfiguration.TextProperties(
        font: .preferredFont(forTextStyle: .title3), color: .label)
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes, in place of `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks.
    public var secondaryTextProperties = UIContentUnavailableConfiguration.TextProperties(
        font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The button below the texts; plain, with no title, unless set.
    public var button = UIButton.Configuration.plain()
    /// What the button does.
    public var buttonProperties = UIContentUnavailableConfiguration.ButtonProperties()
    /// The second button.
    public var secondaryButton = UIButton.Configuration.plain()
    /// What the second button does.
    public var secondaryButtonProperties = UIContentUnavailableConfiguration.ButtonProperties()
    /// How the content aligns.
    public var alignment: UIContentUnavailableConfiguration.Alignment = .center
    /// The axes on which the superview's layout margins add to `directionalLayoutMargins`.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 8
    /// The space between the texts.
    public var textToSecondaryTextPadding: CGFloat = 4
    /// The space between the texts and the button.
    public var textToButtonPadding: CGFloat = 12
    /// The space between the buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 4
    /// The background behind the content.
    public var background = UIBackgroundConfiguration.clear()

    /// An empty configuration: no image, text or button.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// The loading preset: the text "Loading…" (UIKit also shows a spinner, which is not a property).
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// The search preset: the `magnifyingglass` symbol and the text "No Results".
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    /// Makes a `UIContentUnavailableView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// This configuration for `state`: unchanged, as UIKit's presets do not depend on the state.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

@available(*, unavailable)
extension UIContentUnavailableConfiguration: Sendable {}
