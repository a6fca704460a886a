// ViewLifecycle · HeadlessUIKit

/// A row of segments, one of them selected; a user's choice (`Headless.selectSegment(_:in:)`)
/// runs the segment's action and sends `.valueChanged`, while setting `selectedSegmentIndex`
/// in code sends nothing, as on a device.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl, UISpringLoadedInteractionSupporting {
    /// Whether the control takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// The index that means no segment is selected.
    public static let noSegment: Int = -1

    var segments: [SegmentItem] = []
    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// Whether a segment springs back after it is chosen, leaving none selected.
    open var isMomentary = false
    /// Whether segment widths follow their content.
    open var apportionsSegmentWidthsByContent = false
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor?

    /// Creates an empty segmented control with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a segment per item: a `String` gives a titled segment, a `UIImage` an image one.
    /// Designated, as UIKit's is, so a subclass can override it.
    ///
    /// - Parameter items: The titles and images, in order.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            SegmentItem(title: item as? String, image: item as? UIImage)
        }
    }

    /// Creates a segment per action, titled with the action's title and image; choosing one
    /// runs its action.
    ///
    /// - Parameters:
    ///   - frame: The frame in the superview's coordinates.
    ///   - actions: The actions, in order.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { SegmentItem(title: $0.title, image: $0.image, action: $0) }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The index, clamped to the segments.
    ///   - animated: Whether it animates (nothing is drawn).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title), at: segment)
    }

    /// Inserts a segment with an image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The index, clamped to the segments.
    ///   - animated: Whether it animates (nothing is drawn).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(image: image), at: segment)
    }

    /// Inserts a segment for an action, titled with the action's title and image.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - segment: The index, clamped to the segments.
    ///   - animated: Whether it animates (nothing is drawn).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: SegmentItem, at index: Int) {
        let clamped = min(max(index, 0), segments.count)
        segments.insert(new, at: clamped)
        if selectedSegmentIndex >= clamped { selectedSegmentIndex += 1 }
    }

    /// Removes a segment; removing the selected one leaves none selected.
    ///
    /// - Parameters:
    ///   - segment: The index.
    ///   - animated: Whether it animates (nothing is drawn).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The index.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// A segment's title.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The title, or `nil`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The index.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// A segment's image.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The image, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment.
    ///
    /// - Parameters:
    ///   - enabled: Whether the user can choose it.
    ///   - segment: The index.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment can be chosen.
    ///
    /// - Parameter segment: The index.
    /// - Returns: `true` when enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the action a segment runs, titling it with the action's title.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - segment: The index.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
    }

    /// The action a segment runs.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The action, or `nil`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`.
    ///
    /// - Parameter actionIdentifier: The action's identifier.
    /// - Returns: The index, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// A user's choice of `segment`: selected (unless momentary), its action, then
    /// `.valueChanged` (the order of the two is a guess).
    func userSelects(_ segment: Int) {
        selectedSegmentIndex = segment
        if let action = segments[segment].action { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
}
