// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps a visible item of a collection view as a user's finger does: highlight, then
    /// selection with the delegate's calls (`UICollectionView` documents the order used).
    /// Nothing happens for an item that is not on screen or when selection is not allowed.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - collectionView: The collection view.
    public static func tapItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
        HeadlessJobs.followingVirtualTime { collectionView.performUserTap(at: indexPath) }
    }

    /// Taps the visible item whose cell shows `text` (its list configuration's text or a
    /// label's) or has it as accessibility identifier or label, then runs until idle. Items
    /// off screen are reached by scrolling first (`Headless.drag(_:by:velocity:)` or
    /// `scrollToItem(at:at:animated:)`), as a user does.
    ///
    /// - Parameters:
    ///   - text: The cell's text, identifier or label.
    ///   - collectionView: The collection view.
    /// - Throws: `Headless.ControlError` when no visible cell or several match, listing the
    ///   visible cells' texts.
    public static func tapItem(_ text: String, in collectionView: UICollectionView) throws {
        let visible = collectionView.visibleItems
        let matches = visible.filter { entry in
            let cell = entry.cell
            return cell.shownText == text || cell.accessibilityIdentifier == text
                || cell.accessibilityLabel == text
        }
        guard matches.count == 1, let match = matches.first else {
            let texts = visible.map { ControlFinder.quoted($0.cell.shownText ?? "") }.joined(separator: ", ")
            let problem = matches.isEmpty ? "No visible item shows" : "\(matches.count) visible items show"
            throw Headless.ControlError(
                "\(problem) \(ControlFinder.quoted(text)); the visible items show: \(texts.isEmpty ? "none" : texts)."
            )
        }
        ControlFinder.play { collectionView.performUserTap(at: match.indexPath) }
    }

    /// Swipes a visible item of a list layout and taps the swipe action titled `title`: the
    /// list configuration's trailing, then leading, actions. The handler runs with its
    /// completion; nothing else is told (a list has no editing delegate calls).
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - indexPath: The item.
    ///   - collectionView: The collection view.
    /// - Returns: Whether the action was found and run.
    @discardableResult
    public static func performSwipeAction(
        _ title: String, forItemAt indexPath: IndexPath, in collectionView: UICollectionView
    ) -> Bool {
        var performed = false
        HeadlessJobs.followingVirtualTime {
            performed = collectionView.performSwipeAction(titled: title, at: indexPath)
        }
        return performed
    }
}
