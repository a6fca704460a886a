// ViewLifecycle · HeadlessUIKit

extension UICollectionViewDiffableDataSource {
    /// Shows a section's outline: the section (appended when new) holds the snapshot's visible
    /// items, and the outline is kept for `snapshot(for:)`.
    ///
    /// - Parameters:
    ///   - snapshot: The section's outline.
    ///   - section: The section.
    ///   - animatingDifferences: Whether to animate; the completion then waits for the
    ///     (virtual) animation's end.
    ///   - completion: Called once applied.
    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        nonisolated(unsafe) let completion = completion
        MainActor.assumeIsolated {
            performApply(snapshot, to: section, animating: animatingDifferences, completion: completion)
        }
    }

    /// Shows a section's outline and returns once applied.
    ///
    /// - Parameters:
    ///   - snapshot: The section's outline.
    ///   - section: The section.
    ///   - animatingDifferences: Whether to animate.
    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await MainActor.run { performApply(snapshot, to: section, animating: false, completion: nil) }
    }

    /// The outline last applied to a section, or its items as a flat outline.
    ///
    /// - Parameter section: The section.
    /// - Returns: The section's outline.
    nonisolated public func snapshot(
        for section: SectionIdentifierType
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        MainActor.assumeIsolated {
            if let outline = sectionSnapshots[section] { return outline }
            var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            flat.append(current.itemIdentifiers(inSection: section))
            return flat
        }
    }

    private func performApply(
        _ outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animating: Bool, completion: (() -> Void)?
    ) {
        var next = current
        if next.indexOfSection(section) == nil { next.appendSections([section]) }
        if let index = next.indexOfSection(section) { next.items[index] = outline.visibleItems }
        sectionSnapshots[section] = outline
        performApply(next, reloadingData: false, animating: animating, completion: completion)
    }
}
