// ViewLifecycle · HeadlessUIKit

/// A layout that flows items into lines (rows when scrolling vertically, columns when
/// scrolling horizontally), with optional section headers and footers.
///
/// With one size for every item, a section keeps one line template and finds the lines on
/// screen by division; when the delegate sizes items (`sizeForItemAt`), each item is asked once
/// per layout and lines are kept with their frames. Items in a line are spread to fill it, the
/// first at the leading inset and the last at the trailing one; an item alone in a line is
/// centered (a guess at UIKit's justification).
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size UIKit works out for self-sizing items.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The least space between lines.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The least space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// Every item's size unless the delegate gives one.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// An estimate for self-sizing items; when set, items take this size (no cell measures
    /// itself here).
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The axis the content scrolls along.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// The size of each section's header; only the extent along the scrolling axis counts.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The size of each section's footer; only the extent along the scrolling axis counts.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// What the section inset is measured from (recorded: the headless screen has no safe area).
    open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference = .fromContentInset
    /// Whether headers stay at the top while their section scrolls (recorded).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while their section scrolls (recorded).
    open var sectionFootersPinToVisibleBounds = false

    override func makeGeometry(counts: [Int], in collectionView: UICollectionView) -> Geometry {
        prepare()
        let horizontal = scrollDirection == .horizontal
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var geometry = Geometry(
            crossExtent: horizontal ? collectionView.bounds.height : collectionView.bounds.width,
            isHorizontal: horizontal)
        var start: CGFloat = 0
        for (index, count) in counts.enumerated() {
            var section = Geometry.Section(start: start, itemCount: count)
            let metrics = sectionMetrics(index, delegate: delegate, in: collectionView)
            section.insets =
                horizontal
                ? UIEdgeInsets(
                    top: metrics.inset.left, left: metrics.inset.top, bottom: metrics.inset.right,
                    right: metrics.inset.bottom)
                : metrics.inset
            let header = main(of: metrics.header, horizontal)
            if header > 0 { section.header = (UICollectionView.elementKindSectionHeader, header) }
            let footer = main(of: metrics.footer, horizontal)
            if footer > 0 { section.footer = (UICollectionView.elementKindSectionFooter, footer) }
            let available = geometry.crossExtent - section.insets.left - section.insets.right
            flow(
                &section, available: available, metrics: metrics, horizontal: horizontal,
                sizeOf: itemSizes(in: index, count: count, delegate: delegate, collectionView))
            start = section.end
            geometry.sections.append(section)
        }
        return geometry
    }

    /// The spacings, insets and header and footer sizes of a section, the delegate's or the
    /// layout's.
    private func sectionMetrics(
        _ index: Int, delegate: (any UICollectionViewDelegateFlowLayout)?, in collectionView: UICollectionView
    ) -> SectionMetrics {
        var metrics = SectionMetrics(
            inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
            header: headerReferenceSize, footer: footerReferenceSize)
        guard let delegate else { return metrics }
        let inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: index)
        if inset != UICollectionViewFlowLayout.unimplementedInsets { metrics.inset = inset }
        let line = delegate.collectionView(
            collectionView, layout: self, minimumLineSpacingForSectionAt: index)
        if line != UICollectionViewFlowLayout.unimplemented { metrics.lineSpacing = line }
        let interitem = delegate.collectionView(
            collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
        if interitem != UICollectionViewFlowLayout.unimplemented { metrics.interitemSpacing = interitem }
        let header = delegate.collectionView(
            collectionView, layout: self, referenceSizeForHeaderInSection: index)
        if header != UICollectionViewFlowLayout.unimplementedSize { metrics.header = header }
        let footer = delegate.collectionView(
            collectionView, layout: self, referenceSizeForFooterInSection: index)
        if footer != UICollectionViewFlowLayout.unimplementedSize { metrics.footer = footer }
        return metrics
    }

    /// Every item's size when all are alike (`.uniform`), else each item's, asked once.
    private func itemSizes(
        in section: Int, count: Int, delegate: (any UICollectionViewDelegateFlowLayout)?,
        _ collectionView: UICollectionView
    ) -> ItemSizes {
        let fixed = estimatedItemSize == .zero ? itemSize : estimatedItemSize
        guard count > 0, let delegate else { return .uniform(fixed) }
        let first = delegate.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        guard first != UICollectionViewFlowLayout.unimplementedSize else { return .uniform(fixed) }
        var sizes = [first]
        sizes.reserveCapacity(count)
        for item in 1..<count {
            sizes.append(
                delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)))
        }
        return .each(sizes)
    }

    private func flow(
        _ section: inout Geometry.Section, available: CGFloat, metrics: SectionMetrics, horizontal: Bool,
        sizeOf sizes: ItemSizes
    ) {
        section.lineSpacing = metrics.lineSpacing
        switch sizes {
        case .uniform(let size):
            let mainSize = main(of: size, horizontal)
            let crossSize = cross(of: size, horizontal)
            let fit = Int(
                ((available + metrics.interitemSpacing) / (crossSize + metrics.interitemSpacing)).rounded(
                    .down))
            let perLine = max(1, fit)
            section.lineExtent = mainSize
            section.template = spread(
                Array(repeating: crossSize, count: perLine),
                extents: Array(repeating: mainSize, count: perLine),
                available: available, lineExtent: mainSize)
        case .each(let sizes):
            var lineStart: CGFloat = 0
            var first = 0
            while first < sizes.count {
                var end = first + 1
                var used = cross(of: sizes[first], horizontal)
                while end < sizes.count,
                    used + metrics.interitemSpacing + cross(of: sizes[end], horizontal) <= available
                {
                    used += metrics.interitemSpacing + cross(of: sizes[end], horizontal)
                    end += 1
                }
                let line = sizes[first..<end]
                let extent = line.map { main(of: $0, horizontal) }.max() ?? 0
                let frames = spread(
                    line.map { cross(of: $0, horizontal) }, extents: line.map { main(of: $0, horizontal) },
                    available: available, lineExtent: extent)
                section.frames += frames.map { $0.offsetBy(dx: 0, dy: lineStart) }
                section.lines.append((start: lineStart, extent: extent, first: first))
                lineStart += extent + metrics.lineSpacing
                first = end
            }
        }
    }

    /// A line's item frames (main/cross, from the line's start): spread from the leading to
    /// the trailing edge, a lone item centered, each centered on the line's main axis.
    private func spread(
        _ widths: [CGFloat], extents: [CGFloat], available: CGFloat, lineExtent: CGFloat
    ) -> [CGRect] {
        let total = widths.reduce(0, +)
        let gap = widths.count > 1 ? (available - total) / CGFloat(widths.count - 1) : 0
        var position = widths.count == 1 ? (available - total) / 2 : 0
        var frames: [CGRect] = []
        frames.reserveCapacity(widths.count)
        for (width, extent) in zip(widths, extents) {
            frames.append(CGRect(x: position, y: (lineExtent - extent) / 2, width: width, height: extent))
            position += width + gap
        }
        return frames
    }

    private func main(of size: CGSize, _ horizontal: Bool) -> CGFloat {
        horizontal ? size.width : size.height
    }

    private func cross(of size: CGSize, _ horizontal: Bool) -> CGFloat {
        horizontal ? size.height : size.width
    }

    /// What the delegate's defaults answer, so the layout knows to use its own values without
    /// Objective-C's `respondsToSelector:`.
    static let unimplemented: CGFloat = -0x1p60
    /// The size the delegate's `sizeForItemAt` and reference-size defaults answer.
    static let unimplementedSize = CGSize(width: unimplemented, height: unimplemented)
    /// The insets the delegate's `insetForSectionAt` default answers.
    static let unimplementedInsets = UIEdgeInsets(
        top: unimplemented, left: unimplemented, bottom: unimplemented, right: unimplemented)
}
