// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A table view controller that overrides its scroll view delegate members, as apps write them:
/// UIKit's overlay puts the delegate protocols' methods on the class, hence `override`.
final class SnippetZoomingTableController: UITableViewController {
    var events: [String] = []

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        super.scrollViewDidScroll(scrollView)
        events.append("scroll \(Int(scrollView.contentOffset.y))")
    }

    override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("zoom begins")
    }

    override func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
        events.append("zoom ends at \(scale)")
    }
}

/// The same for a collection view controller.
final class SnippetZoomingCollectionController: UICollectionViewController {
    var events: [String] = []

    override func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
        events.append("zoom ends at \(scale)")
    }
}

// Type-checked against the SDK (scripts/ios-typecheck-uikit-tests.sh): the overrides are legal
// against UIKit's declarations, and here they replace the controllers' shared defaults.
@Suite(.serialized, .headlessWorld) @MainActor struct ScrollDelegateOverrideSnippetTests {
    @Test("a table and a collection view controller override the scroll and zoom callbacks")
    func overrides() {
        let table = SnippetZoomingTableController(style: .plain)
        // Setting the offset tells the table's delegate, the controller, through its override.
        table.tableView.contentOffset = CGPoint(x: 0, y: 40)
        table.scrollViewWillBeginZooming(table.tableView, with: nil)
        table.scrollViewDidEndZooming(table.tableView, with: nil, atScale: 2)
        #expect(table.events == ["scroll 40", "zoom begins", "zoom ends at 2.0"])
        let collection = SnippetZoomingCollectionController(
            collectionViewLayout: UICollectionViewFlowLayout())
        collection.scrollViewDidEndZooming(collection.collectionView, with: nil, atScale: 0.5)
        #expect(collection.events == ["zoom ends at 0.5"])
    }
}
