// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import Testing

@testable import HeadlessUIKit

// Source: the diagrams in UIKit's UICollectionViewCompositionalLayout.h: a container anchor's
// edges pick the container's point (the middle of an axis with neither edge), the
// supplementary's matching point (or its item anchor's) goes there, and a fractional offset is
// in the supplementary's own size, so [.top, .trailing] with (0.5, -0.5) centres a badge on the
// top-trailing corner.
@Suite(.serialized, .headlessWorld) @MainActor struct NSCollectionLayoutAnchorTests {
    let cell = CGRect(x: 0, y: 100, width: 200, height: 50)
    let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))

    func frame(
        _ containerAnchor: NSCollectionLayoutAnchor, _ itemAnchor: NSCollectionLayoutAnchor? = nil
    ) -> CGRect {
        let badge =
            if let itemAnchor {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: badgeSize, elementKind: "badge", containerAnchor: containerAnchor,
                    itemAnchor: itemAnchor)
            } else {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: badgeSize, elementKind: "badge", containerAnchor: containerAnchor)
            }
        return badge.frame(in: cell)
    }

    @Test("edges pin the supplementary inside the container's corner, edge or centre")
    func edges() {
        #expect(
            frame(NSCollectionLayoutAnchor(edges: [.top, .leading]))
                == CGRect(x: 0, y: 100, width: 20, height: 20))
        #expect(
            frame(NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
                == CGRect(x: 180, y: 130, width: 20, height: 20))
        #expect(frame(NSCollectionLayoutAnchor(edges: .top)) == CGRect(x: 90, y: 100, width: 20, height: 20))
        #expect(frame(NSCollectionLayoutAnchor(edges: [])) == CGRect(x: 90, y: 115, width: 20, height: 20))
    }

    @Test("a fractional offset moves by the supplementary's size; an absolute one by points")
    func offsets() {
        let badge = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        #expect(badge.isFractionalOffset && !badge.isAbsoluteOffset)
        #expect(frame(badge) == CGRect(x: 190, y: 90, width: 20, height: 20))
        let moved = NSCollectionLayoutAnchor(edges: .leading, absoluteOffset: CGPoint(x: 8, y: -4))
        #expect(moved.isAbsoluteOffset && moved.offset == CGPoint(x: 8, y: -4))
        #expect(frame(moved) == CGRect(x: 8, y: 111, width: 20, height: 20))
    }

    @Test("an item anchor chooses the supplementary's own point that goes to the container's")
    func itemAnchor() {
        let container = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10))
        let item = NSCollectionLayoutAnchor(edges: [.bottom, .leading])
        #expect(frame(container, item) == CGRect(x: 210, y: 70, width: 20, height: 20))
    }

    @Test(
        "a header's container anchor follows its alignment and offset; a background decoration fills its section"
    )
    func boundaryAndDecoration() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .topLeading, absoluteOffset: CGPoint(x: 0, y: -10))
        #expect(header.containerAnchor.edges == [.top, .leading] && header.itemAnchor == nil)
        #expect(header.frame(in: cell) == CGRect(x: 0, y: 90, width: 200, height: 44))
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        #expect(background.elementKind == "background" && background.zIndex == -1)
        #expect(background.layoutSize.resolved(in: cell.size) == cell.size)
    }
}
