// ViewLifecycle · HeadlessUIKit

import Foundation

/// What a context menu shows: a preview and a menu of actions, each made when asked for.
@available(iOS 13.0, *)
@MainActor
@preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// The identifier the app gave, or a unique one.
    open var identifier: any NSCopying { storedIdentifier }

    /// The identifiers of the other items the menu acts on.
    @available(iOS 16.0, *)
    open var secondaryItemIdentifiers: Set<AnyHashable> = []

    /// The number shown on the preview when several items are dragged.
    @available(iOS 16.0, *)
    open var badgeCount: Int = 0

    /// The order of the menu's elements.
    @available(iOS 16.0, *)
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    private let storedIdentifier: any NSCopying
    private let previewProvider: UIContextMenuContentPreviewProvider?
    private let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - identifier: How the app tells configurations apart; `nil` gives a unique one.
    ///   - previewProvider: Makes the preview's controller; `nil` previews the view itself.
    ///   - actionProvider: Makes the menu from the system's suggested actions.
    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init(
            madeWith: identifier ?? (UUID().uuidString as NSString), previewProvider: previewProvider,
            actionProvider: actionProvider)
    }

    /// Creates a configuration with a unique identifier, no preview provider and no menu.
    public convenience override init() {
        self.init(identifier: nil, previewProvider: nil, actionProvider: nil)
    }

    private init(
        madeWith identifier: any NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        storedIdentifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider makes from `suggestedActions`, or `nil` without one.
    package func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }

    /// The preview's controller the preview provider makes, or `nil` without one.
    package func makePreview() -> UIViewController? {
        previewProvider?()
    }
}
