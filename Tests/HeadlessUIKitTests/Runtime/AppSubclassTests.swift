// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Apps subclass UIKit's classes without writing an initializer and create them with the
// superclass's convenience initializers. Swift lets a subclass inherit those only when it
// inherits every designated initializer, so each class here must have no designated initializer
// an app cannot see (a UIColor or UIImage subclass failed to compile while one was internal).
private final class BrandColor: UIColor, @unchecked Sendable {}
private final class Artwork: UIImage, @unchecked Sendable {}
private final class Badge: UILabel {}
private final class PillButton: UIButton {}
private final class Avatar: UIImageView {}
private final class Form: UIStackView {}
private final class Feed: UITableView {}
private final class FeedCell: UITableViewCell {}
private final class Grid: UICollectionView {}
private final class Tile: UICollectionViewCell {}
private final class Flow: UICollectionViewFlowLayout {}
private final class Field: UITextField {}
private final class Notes: UITextView {}
private final class Pager: UIPageControl {}
private final class Progress: UIProgressView {}
private final class Spinner: UIActivityIndicatorView {}
private final class Toggle: UISwitch {}
private final class Stack: UINavigationController {}
private final class Tabs: UITabBarController {}
private final class Pages: UIPageViewController {}
private final class Search: UISearchController {}
private final class Tap: UITapGestureRecognizer {}
private final class Outline: UIBezierPath {}
private final class Renderer: UIGraphicsImageRenderer {}
private final class Refresh: UIRefreshControl {}
/// SnapKit's `LayoutConstraint`: a subclass adding a property and made with the superclass's
/// item-and-attribute initializer.
private final class LabeledConstraint: NSLayoutConstraint {
    var label: String?
}

/// A field that opens the emoji keyboard, as chat apps write it (overriding UIResponder's
/// keyboard members).
private final class EmojiField: UITextField {
    override var textInputContextIdentifier: String? { "" }
    override var textInputMode: UITextInputMode? {
        UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" } ?? super.textInputMode
    }
}

/// A button that pads its title, as pre-configuration apps wrote it.
private final class PaddedButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        super.titleRect(forContentRect: contentRect).insetBy(dx: 8, dy: 0)
    }
}

/// A guide and layout attributes written as apps write them: overriding the designated `init()`.
private final class KeyboardGuide: UILayoutGuide {
    var tracksKeyboard = false
    override init() {
        tracksKeyboard = true
        super.init()
    }
    required init?(coder: NSCoder) { nil }
}

private final class RoundAvatar: UIImageView {
    override init(image: UIImage?) {
        super.init(image: image)
        layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { nil }
}

private final class Filter: UISegmentedControl {
    override init(items: [Any]?) {
        super.init(items: items)
        selectedSegmentIndex = 0
    }
    required init?(coder: NSCoder) { nil }
}

private final class GridLayout: UICollectionViewCompositionalLayout {
    override init(section: NSCollectionLayoutSection) {
        super.init(section: section)
    }
    required init?(coder: NSCoder) { nil }
}

/// A path subclass with its own initializer states the archive initializer, as on iOS.
private final class Chevron: UIBezierPath {
    init(width: CGFloat) {
        super.init()
        move(to: .zero)
        addLine(to: CGPoint(x: width / 2, y: width / 2))
        addLine(to: CGPoint(x: 0, y: width))
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A navigation item subclass with its own initializer, as apps write one for a styled title.
private final class TitledItem: UINavigationItem {
    init() {
        super.init(title: "Inbox")
        largeTitleDisplayMode = .never
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class CardAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0
    override init() {
        tilt = 0.1
        super.init()
    }
}

@Suite(.serialized, .headlessWorld) @MainActor struct AppSubclassTests {
    @Test("subclasses without initializers are made with their superclass's convenience initializers")
    func inheritedInitializers() {
        #expect(BrandColor(white: 1, alpha: 1).cgColor.components == [1, 1, 1, 1])
        #expect(
            BrandColor(_colorLiteralRed: 0, green: 0, blue: 1, alpha: 1).cgColor.components == [0, 0, 1, 1])
        #expect(Artwork().size == .zero)
        #expect(Artwork(imageLiteralResourceName: "missing").size == .zero)
        #expect(Badge().text == nil)
        #expect(PillButton(type: .system).buttonType == .system)
        #expect(Avatar(image: UIImage(systemName: "person")).image != nil)
        #expect(Form(arrangedSubviews: [UIView()]).arrangedSubviews.count == 1)
        #expect(Feed(frame: .zero, style: .insetGrouped).style == .insetGrouped)
        #expect(FeedCell(style: .subtitle, reuseIdentifier: "row").reuseIdentifier == "row")
        #expect(Grid(frame: .zero, collectionViewLayout: Flow()).collectionViewLayout is Flow)
        let tile = Tile(frame: .zero)
        #expect(tile.contentView.superview === tile)
        #expect(Field(frame: .zero, primaryAction: nil).text == "")
        #expect(Notes(frame: .zero, textContainer: nil).text == "")
        #expect(Pager(frame: .zero).numberOfPages == 0)
        #expect(Progress(progressViewStyle: .bar).progressViewStyle == .bar)
        #expect(Spinner(style: .large).style == .large)
        #expect(!Toggle(frame: .zero).isOn)
        #expect(Stack(rootViewController: UIViewController()).viewControllers.count == 1)
        #expect(Tabs().viewControllers == nil)
        #expect(
            Pages(transitionStyle: .scroll, navigationOrientation: .horizontal).transitionStyle == .scroll)
        #expect(Search(searchResultsController: nil).searchResultsController == nil)
        #expect(Tap(target: nil, action: nil).numberOfTapsRequired == 1)
        #expect(Outline(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).bounds.width == 2)
        #expect(Renderer(size: CGSize(width: 3, height: 3)).image { _ in }.size.width == 3)
        #expect(!Refresh().isRefreshing)
        #expect(EmojiField().textInputContextIdentifier == "")
        #expect(EmojiField().textInputMode == nil)
        #expect(
            PaddedButton().titleRect(forContentRect: CGRect(x: 0, y: 0, width: 100, height: 44))
                == CGRect(x: 8, y: 0, width: 84, height: 44))
        let header = UIView()
        let pinned = LabeledConstraint(
            item: header, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 8)
        pinned.label = "header.top"
        #expect(pinned.firstItem === header && pinned.firstAttribute == .top)
        #expect(
            pinned.relation == .greaterThanOrEqual && pinned.constant == 8 && pinned.label == "header.top")
        #expect(KeyboardGuide().tracksKeyboard)
        #expect(Chevron(width: 10).bounds == CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(TitledItem().title == "Inbox")
        #expect(RoundAvatar(image: UIImage(systemName: "person")).layer.cornerRadius == 8)
        #expect(Filter(items: ["All", "Unread"]).selectedSegmentIndex == 0)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        #expect(
            GridLayout(section: NSCollectionLayoutSection(group: group)).configuration.scrollDirection
                == .vertical)
        let card = CardAttributes(forCellWith: IndexPath(item: 2, section: 0))
        #expect(card.tilt == 0.1)
        #expect(card.indexPath == IndexPath(item: 2, section: 0))
    }
}
