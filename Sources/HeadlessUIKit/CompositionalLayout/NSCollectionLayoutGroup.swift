// ViewLifecycle · HeadlessUIKit

/// A compositional layout group: items (or groups) laid side by side horizontally or stacked
/// vertically; a section repeats its group along the layout's axis.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The direction the group lays its items out in.
    enum Direction {
        case horizontal, vertical
    }

    let direction: Direction
    /// How many times the single subitem repeats, or `nil` to fill the group with `subitems`.
    let repeatCount: Int?
    /// The items the group lays out, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, direction: Direction, subitems: [NSCollectionLayoutItem],
        count: Int?
    ) {
        self.direction = direction
        self.subitems = subitems
        self.repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A horizontal group of `subitems`, repeated while they fit the group's width.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The items.
    /// - Returns: The group.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, direction: .horizontal, subitems: subitems, count: nil) as! Self
    }

    /// A horizontal group of `count` equal widths of `subitem`.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item.
    ///   - count: How many.
    /// - Returns: The group.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, direction: .horizontal, subitems: [subitem], count: count)
            as! Self
    }

    /// A horizontal group of `count` equal widths of `subitem`.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item.
    ///   - count: How many.
    /// - Returns: The group.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)"
    )
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A vertical group of `subitems`, repeated while they fit the group's height.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The items.
    /// - Returns: The group.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, subitems: subitems, count: nil)
            as! Self
    }

    /// A vertical group of `count` equal heights of `subitem`.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item.
    ///   - count: How many.
    /// - Returns: The group.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, direction: .vertical, subitems: [subitem], count: count)
            as! Self
    }

    /// A vertical group of `count` equal heights of `subitem`.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item.
    ///   - count: How many.
    /// - Returns: The group.
    @available(
        iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)"
    )
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Lays the subitems out in `frame` (inset by the group's content insets) along the
    /// group's direction: `count` equal shares, or the subitems in turn while they fit.
    override func itemFrames(in frame: CGRect, containerSize: CGSize, limit: Int) -> [CGRect] {
        let area = CGRect(
            x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
            width: max(0, frame.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, frame.height - contentInsets.top - contentInsets.bottom))
        let horizontal = direction == .horizontal
        let length = horizontal ? area.width : area.height
        let spacing = interItemSpacing?.spacing ?? 0
        var frames: [CGRect] = []
        var position: CGFloat = 0
        var index = 0
        while frames.count < limit, !subitems.isEmpty {
            if let repeatCount, index >= repeatCount { break }
            let subitem = subitems[index % subitems.count]
            var size = subitem.layoutSize.resolved(in: area.size)
            if let repeatCount {
                let share = (length - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)
                if horizontal { size.width = share } else { size.height = share }
            }
            let extent = horizontal ? size.width : size.height
            if repeatCount == nil, index >= subitems.count, position + extent > length + 0.001 { break }
            if repeatCount == nil, extent <= 0, index >= subitems.count { break }
            let placed =
                horizontal
                ? CGRect(x: area.minX + position, y: area.minY, width: size.width, height: size.height)
                : CGRect(x: area.minX, y: area.minY + position, width: size.width, height: size.height)
            frames += subitem.itemFrames(in: placed, containerSize: area.size, limit: limit - frames.count)
            position += extent + spacing
            index += 1
        }
        return frames
    }
}
