// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: the iOS 17.4 SDK declares these members in the classes' @interface (UITextField.h,
// UILabel.h, UIView.h, UIScrollView.h, UIViewController.h), and the Swift importer mirrors a
// class's adopted protocols (UITableViewDelegate, UICollectionViewDelegate) into it, so app
// subclasses override them. UIView.h: `tintColorDidChange` is called when the tint changes.
@Suite(.serialized, .headlessWorld) @MainActor struct SubclassOverrideTests {
    /// A text field with padding, as apps write it.
    final class PaddedTextField: UITextField {
        let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    }

    /// A label with insets, as apps write it.
    final class InsetLabel: UILabel {
        override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 4, dy: 4)) }
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
        {
            super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).insetBy(dx: -4, dy: -4)
        }
    }

    /// A view that logs its tint changes.
    final class TintLoggingView: UIView {
        override func tintColorDidChange() {
            super.tintColorDidChange()
            Log.shared.append("tintColorDidChange")
        }
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    }

    /// A scroll view that lets buttons' touches be cancelled.
    final class ButtonScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool {
            view is UIButton ? true : super.touchesShouldCancel(in: view)
        }
    }

    /// A list that overrides mirrored delegate methods.
    final class MenuListController: UITableViewController {
        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "\(indexPath.row)" as NSString)
        }
    }

    /// A grid that overrides mirrored delegate methods.
    final class MenuGridController: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration()
        }
    }

    /// A controller that overrides the content-unavailable update.
    final class EmptyStateController: UIViewController {
        override func updateContentUnavailableConfiguration(
            using state: UIContentUnavailableConfigurationState
        ) {
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = "Nothing"
            contentUnavailableConfiguration = configuration
        }
    }

    @Test("text field and label subclasses override their rect methods")
    func textRects() {
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 76, height: 40))
        #expect(field.editingRect(forBounds: field.bounds).minX == 12)
        let label = InsetLabel()
        label.drawText(in: .zero)
        _ = label.textRect(forBounds: .zero, limitedToNumberOfLines: 1)
    }

    @Test("setting the tint tells the view; an alignment-rect override is read back")
    func tint() {
        let log = Log.start()
        let view = TintLoggingView()
        view.tintColor = .red
        #expect(log.take() == ["tintColorDidChange"])
        #expect(view.alignmentRectInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("controllers override mirrored delegate and content-unavailable methods")
    func controllerOverrides() {
        let list = MenuListController(style: .plain)
        let configuration = list.tableView(
            list.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        #expect(configuration?.identifier as? NSString == "2")
        let grid = MenuGridController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(
            grid.collectionView(grid.collectionView, contextMenuConfigurationForItemsAt: [], point: .zero)
                != nil)
        let empty = EmptyStateController()
        empty.updateContentUnavailableConfiguration(
            using: UIContentUnavailableConfigurationState(traitCollection: UITraitCollection()))
        #expect(empty.contentUnavailableConfiguration != nil)
        #expect(ButtonScrollView().touchesShouldCancel(in: UIButton()))
    }
}
