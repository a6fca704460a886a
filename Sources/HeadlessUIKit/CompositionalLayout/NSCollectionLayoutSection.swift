// ViewLifecycle · HeadlessUIKit

/// A section of a compositional layout: its group repeated along the layout's axis, with
/// insets, spacing between groups, and boundary supplementary views.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup
    /// The list configuration the section was made from, if any (for its swipe actions).
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// The space around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets()
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// What the content insets are measured from (recorded).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the supplementary views' insets are measured from (recorded).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls across the layout's axis: groups then lie in one line.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views drawn behind the section's content, such as its background (recorded).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether supplementary views follow the content insets (recorded).
    open var supplementariesFollowContentInsets = true

    /// Creates a section repeating `group`.
    ///
    /// - Parameter group: The group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// This section's geometry for `count` items in a container `width` wide and `height`
    /// high (vertical scrolling), starting at `start`. Every group is alike, so the geometry
    /// keeps one group's item frames; a section scrolling across keeps all its items in one
    /// line.
    func geometry(
        count: Int, start: CGFloat, width: CGFloat, height: CGFloat
    ) -> UICollectionViewLayout.Geometry.Section {
        var section = UICollectionViewLayout.Geometry.Section(start: start, itemCount: count)
        section.insets = UIEdgeInsets(
            top: contentInsets.top, left: contentInsets.leading, bottom: contentInsets.bottom,
            right: contentInsets.trailing)
        let container = CGSize(
            width: max(0, width - section.insets.left - section.insets.right), height: height)
        for item in boundarySupplementaryItems {
            let extent = item.layoutSize.heightDimension.resolved(in: container)
            switch item.alignment {
            case .top, .topLeading, .topTrailing:
                if section.header == nil { section.header = (item.elementKind, extent) }
            case .bottom, .bottomLeading, .bottomTrailing:
                if section.footer == nil { section.footer = (item.elementKind, extent) }
            default: continue
            }
        }
        let size = group.layoutSize.resolved(in: container)
        let groupFrame = CGRect(origin: .zero, size: size)
        let perGroup = group.itemFrames(in: groupFrame, containerSize: container, limit: max(1, count))
        section.lineExtent = size.height
        section.lineSpacing = interGroupSpacing
        guard !perGroup.isEmpty else { return section }
        if orthogonalScrollingBehavior == .none {
            section.template = perGroup
        } else {
            section.template = (0..<max(1, count)).map { index in
                let groupIndex = index / perGroup.count
                return perGroup[index % perGroup.count].offsetBy(
                    dx: CGFloat(groupIndex) * (size.width + interGroupSpacing), dy: 0)
            }
        }
        return section
    }
}
