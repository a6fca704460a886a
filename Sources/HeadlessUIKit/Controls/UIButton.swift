// ViewLifecycle · HeadlessUIKit

/// A control that runs an action when tapped: a title and image per state, or a configuration.
///
/// A configuration's update (`configurationUpdateHandler`, else `updated(for:)`) runs once per
/// run-loop turn after `setNeedsUpdateConfiguration()`, a new configuration or a state change,
/// as UIKit coalesces requests until its next layout.
@MainActor @preconcurrency
open class UIButton: UIControl, UISpringLoadedInteractionSupporting {
    /// Whether the button takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// The closure that updates a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    private var storedButtonType: UIButton.ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?
    private var configurationUpdateQueued = false
    private var isUpdatingConfiguration = false

    /// The button's kind.
    open var buttonType: UIButton.ButtonType { storedButtonType }
    /// What the button means.
    open var role: UIButton.Role = .normal
    /// The menu a long press (or, with `showsMenuAsPrimaryAction`, a tap) shows.
    open var menu: UIMenu?
    /// Whether a tap toggles `isSelected` (for a menu, the selected item) before the action.
    open var changesSelectionAsPrimaryAction = false
    /// The space around the title and image (drawn only).
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "This property is ignored when using UIButtonConfiguration"
    )
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// The space around the title (drawn only).
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "This property is ignored when using UIButtonConfiguration"
    )
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// The space around the image (drawn only).
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "This property is ignored when using UIButtonConfiguration"
    )
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the configuration follows the button's state by itself.
    open var automaticallyUpdatesConfiguration = true

    /// How the button looks; setting it asks for a configuration update.
    open var configuration: UIButton.Configuration? {
        didSet {
            storedTitleLabel?.text = currentTitle
            setNeedsUpdateConfiguration()
        }
    }

    /// The closure that updates the configuration for the button's state.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Creates a custom button with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of a kind.
    ///
    /// - Parameter buttonType: The kind.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// Creates a button of a kind whose primary action is `primaryAction`, titled with the
    /// action's title and image.
    ///
    /// - Parameters:
    ///   - buttonType: The kind; `.system` by default.
    ///   - primaryAction: Sent for a tap, or `nil`.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a button with a configuration and, optionally, a primary action.
    ///
    /// - Parameters:
    ///   - configuration: How it looks.
    ///   - primaryAction: Sent for a tap, or `nil`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        self.configuration = configuration
        adopt(primaryAction)
    }

    /// Creates a custom-type button with a frame, titled with `primaryAction`'s title and image, which
    /// is sent for a tap.
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// Creates a custom-type button with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// Sets the title shown in `state`.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` to fall back to the normal state's.
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        storedTitleLabel?.text = currentTitle
    }

    /// The title shown in `state`: its own, else the normal state's.
    ///
    /// - Parameter state: The state.
    /// - Returns: The title, or `nil`.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title's colour in `state`.
    ///
    /// - Parameters:
    ///   - color: The colour, or `nil`.
    ///   - state: The state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// The title's colour in `state`: its own, else the normal state's.
    ///
    /// - Parameter state: The state.
    /// - Returns: The colour, or `nil`.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    /// Sets the image shown in `state`.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil`.
    ///   - state: The state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        storedImageView?.image = currentImage
    }

    /// The image shown in `state`: its own, else the normal state's.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Sets the background image shown in `state`.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil`.
    ///   - state: The state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image shown in `state`: its own, else the normal state's.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The title shown now: the configuration's, else the one for the current state.
    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    /// The title's colour now: the current state's, else the normal state's, else the tint
    /// colour for a system button and white for the others, as UIKit's header gives.
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The image shown now: the configuration's, else the one for the current state.
    open var currentImage: UIImage? {
        if let configuration { return configuration.image }
        return image(for: state)
    }

    /// The label that shows the title, made on first use.
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.text = currentTitle
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The view that shows the image, made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(image: currentImage)
        storedImageView = view
        addSubview(view)
        return view
    }

    /// Asks for a configuration update in the next run-loop turn; requests coalesce.
    open func setNeedsUpdateConfiguration() {
        guard !configurationUpdateQueued, !isUpdatingConfiguration else { return }
        configurationUpdateQueued = true
        HeadlessWorld.shared.enqueue { [weak self] in
            guard let self, configurationUpdateQueued else { return }
            updateConfiguration()
        }
    }

    /// Updates the configuration for the current state now: the update handler runs, or
    /// without one the configuration is replaced by `updated(for:)`.
    open func updateConfiguration() {
        configurationUpdateQueued = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        if let configurationUpdateHandler {
            configurationUpdateHandler(self)
        } else if automaticallyUpdatesConfiguration, let configuration {
            self.configuration = configuration.updated(for: self)
        }
    }

    override func controlStateDidChange() {
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        storedTitleLabel?.text = currentTitle
        storedImageView?.image = currentImage
    }

    /// The rectangle the background is drawn in: the bounds. Headlessly nothing is drawn and
    /// the title and image are not laid out; subclasses override these to place them.
    ///
    /// - Parameter bounds: The button's bounds.
    /// - Returns: The bounds.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "Override layoutSubviews, call super, and position views as you desire."
    )
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the title and image share: the bounds.
    ///
    /// - Parameter bounds: The button's bounds.
    /// - Returns: The bounds.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "Override layoutSubviews, call super, and position views as you desire."
    )
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle of the title in the content rectangle: the whole of it.
    ///
    /// - Parameter contentRect: The content rectangle.
    /// - Returns: The content rectangle.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "Override layoutSubviews, call super, and position views as you desire."
    )
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }

    /// The rectangle of the image in the content rectangle: the image's size at its origin.
    ///
    /// - Parameter contentRect: The content rectangle.
    /// - Returns: The image's rectangle, empty without an image.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "Override layoutSubviews, call super, and position views as you desire."
    )
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(origin: contentRect.origin, size: currentImage?.size ?? .zero)
    }
}
