// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: drives a UIKit collection view (the Headless scroll driver), so it runs headlessly.
@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // No device log of a hosted cell's onAppear against the collection view's willDisplay was
    // found: the content appears in the layout pass after the cell was displayed, and disappears
    // as the cell leaves the window, before its didEndDisplaying (guesses; Docs/HeadlessUIKit.md,
    // "Collection views").
    @Suite(.serialized) @MainActor struct HostingConfigurationTests {
        struct Row: View {
            let title: String

            var body: some View {
                Text(title)
                    .onAppear { log("onAppear \(title)") }
                    .onDisappear { log("onDisappear \(title)") }
            }
        }

        final class DisplayLogger: NSObject, UICollectionViewDelegate {
            func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) {
                log("willDisplay \(indexPath.item)")
            }

            func collectionView(
                _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) {
                log("didEndDisplaying \(indexPath.item)")
            }
        }

        @Test("hosted SwiftUI rows appear after their cells' willDisplay and disappear as the cells leave")
        func hostedCells() {
            let log = Log.start()
            let controller = UIViewController()
            _ = showInWindow(controller)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 200),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                cell, _, item in
                cell.contentConfiguration = UIHostingConfiguration { Row(title: item) }.margins(
                    .horizontal, 16)
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            let delegate = DisplayLogger()
            collectionView.delegate = delegate
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<20).map { "Item \($0)" })
            source.apply(snapshot, animatingDifferences: false)
            controller.view.addSubview(collectionView)
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "willDisplay 0", "willDisplay 1", "willDisplay 2", "willDisplay 3", "willDisplay 4",
                    "onAppear Item 0", "onAppear Item 1", "onAppear Item 2", "onAppear Item 3",
                    "onAppear Item 4",
                ])
            Headless.drag(collectionView, by: CGPoint(x: 0, y: 100))
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "onDisappear Item 0", "didEndDisplaying 0", "onDisappear Item 1", "didEndDisplaying 1",
                    "willDisplay 5", "willDisplay 6", "onAppear Item 5", "onAppear Item 6",
                ])
            withExtendedLifetime((source, delegate)) {}
        }
    }
}
