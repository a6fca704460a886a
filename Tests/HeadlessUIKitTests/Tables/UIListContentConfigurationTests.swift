// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import Testing

@testable import HeadlessUIKit

// Source: UIKit's UIListContentConfiguration.h and UIListContentTextProperties.h: an attributed
// text supersedes the plain one, the text properties' transform "is applied to the text before
// it is displayed", the content view preserves its superview's layout margins on both axes by
// default, and a nil image tint colour leaves the view's own.
@Suite(.serialized, .headlessWorld) @MainActor struct UIListContentConfigurationTests {
    @Test("the shown text is the attributed text if set, else the text, with the transform applied")
    func shownText() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "inbox"
        content.textProperties.transform = .uppercase
        cell.contentConfiguration = content
        #expect(cell.shownText == "INBOX")
        content.attributedText = NSAttributedString(string: "all mail")
        content.textProperties.transform = .capitalized
        cell.contentConfiguration = content
        #expect(cell.shownText == "All Mail")
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var title = header.defaultContentConfiguration()
        title.text = "Recent"
        title.textProperties.transform = .lowercase
        header.contentConfiguration = title
        #expect(header.shownText == "recent")
    }

    @Test("the details apps set are kept, with UIKit's defaults until set")
    func storedDetails() {
        var content = UIListContentConfiguration.subtitleCell()
        #expect(content.axesPreservingSuperviewLayoutMargins == .both)
        #expect(content.directionalLayoutMargins == NSDirectionalEdgeInsets())
        #expect(content.textProperties.lineBreakMode == .byTruncatingTail)
        #expect(content.textProperties.adjustsFontForContentSizeCategory)
        content.axesPreservingSuperviewLayoutMargins = .horizontal
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 4, leading: 20, bottom: 4, trailing: 20)
        content.imageToTextPadding = 12
        content.prefersSideBySideTextAndSecondaryText = true
        content.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
        content.textProperties.numberOfLines = 2
        content.textProperties.adjustsFontSizeToFitWidth = true
        content.textProperties.minimumScaleFactor = 0.5
        content.secondaryTextProperties.color = .secondaryLabel
        content.imageProperties.cornerRadius = 6
        content.imageProperties.accessibilityIgnoresInvertColors = true
        #expect(content.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(content.directionalLayoutMargins.leading == 20 && content.imageToTextPadding == 12)
        #expect(content.textProperties.font == .systemFont(ofSize: 15, weight: .semibold))
        #expect(content.textProperties.numberOfLines == 2 && content.textProperties.minimumScaleFactor == 0.5)
        #expect(content.secondaryTextProperties.resolvedColor() == .secondaryLabel)
        #expect(content.imageProperties.accessibilityIgnoresInvertColors)
        #expect(content != .subtitleCell())
    }

    @Test("an image's resolved tint is its own tint colour, or the view's when it has none")
    func resolvedTint() {
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(image.resolvedTintColor(for: .systemBlue) == .systemBlue)
        image.tintColor = .systemRed
        #expect(image.resolvedTintColor(for: .systemBlue) == .systemRed)
    }

    @Test("every factory makes its own style, the accompanied sidebar ones included")
    func factories() {
        let styles: [UIListContentConfiguration] = [
            .cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(),
            .groupedFooter(), .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(),
            .sidebarCell(),
            .sidebarSubtitleCell(), .accompaniedSidebarCell(), .accompaniedSidebarSubtitleCell(),
            .sidebarHeader(),
        ]
        #expect(Set(styles).count == 14)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    }
}
