// ViewLifecycle · HeadlessUIKit

/// The share sheet: a controller that offers services for some items.
///
/// Its style is `.popover`, as UIKit's is, so in compact width it adapts to a sheet and the
/// presenter gets no appearance callbacks. The user's choice is played by
/// `Headless.completeActivity(_:completed:)`: the sheet is dismissed, then
/// `completionWithItemsHandler` runs once the dismissal has finished (a guess by analogy with
/// an alert's action handler).
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// What runs when the user finishes or cancels: the activity chosen (`nil` when cancelled),
    /// whether it completed, the items it returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) ->
        Void

    /// The items to share.
    let activityItems: [Any]
    /// The app's own services.
    let applicationActivities: [UIActivity]
    /// What runs when the user finishes or cancels.
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?
    /// The system services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Whether the sheet may offer to collaborate on the items.
    open var allowsProminentActivity = true

    /// Creates a share sheet for `activityItems` with the app's own `applicationActivities`.
    ///
    /// - Parameters:
    ///   - activityItems: The items to share.
    ///   - applicationActivities: The app's services, or `nil`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// Not available: a share sheet is made with its items.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.activityItems = []
        self.applicationActivities = []
        super.init(coder: coder)
    }

    /// The user's choice (`nil` to cancel): the sheet is dismissed, then the handler runs.
    func userFinishes(with activityType: UIActivity.ActivityType?, completed: Bool) {
        guard presentingViewController != nil else { return }
        dismiss(animated: true) { [self] in
            completionWithItemsHandler?(activityType, completed, nil, nil)
        }
    }
}
