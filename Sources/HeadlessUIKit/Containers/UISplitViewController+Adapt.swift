// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// On the first appearance, collapses if the window is compact in width, as UIKit does when
    /// the split view joins its window (commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller);
    /// then puts the shown columns' views in place.
    func adaptOnFirstAppearance() {
        if !hasAdapted {
            hasAdapted = true
            if traitCollection.horizontalSizeClass == .compact {
                collapseColumns(animated: false)
                return
            }
            resolvedDisplayMode = resolvedDisplayMode(for: HeadlessWorld.shared.screen.size)
        }
        HeadlessWorld.shared.withoutViewDrivenAppearance {
            for (_, navigation) in navigationsInColumnOrder { navigation.installTopViewIfLoaded() }
            installShownViews(currentArrangement.shownColumns)
        }
    }

    /// Collapses or expands for the window's new width.
    func adaptToWidth() {
        guard hasAdapted else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, collapse == nil {
            collapseColumns(animated: false)
        } else if !compact, collapse != nil {
            expandColumns(animated: false)
        }
    }

    /// Stacks the columns up to the delegate's top column in the primary navigation controller,
    /// or shows the `.compact` column's controller, then tells the delegate.
    func collapseColumns(animated: Bool) {
        var stacks = currentArrangement.stacks
        let primary = stacks[.primary] ?? []
        if columnControllers[.compact] != nil {
            rearrange(to: Arrangement(stacks: stacks, shownColumns: [.compact]), animated: animated) {
                collapse = Collapse(primaryCount: primary.count, showsCompactColumn: true)
            }
        } else {
            let proposed = Column.secondary
            let top =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
                ?? proposed
            var merged = primary
            if top != .primary, style == .tripleColumn {
                merged += stacks[.supplementary] ?? []
                stacks[.supplementary] = []
            }
            if top == .secondary {
                merged += stacks[.secondary] ?? []
                stacks[.secondary] = []
            }
            stacks[.primary] = merged
            rearrange(to: Arrangement(stacks: stacks, shownColumns: [.primary]), animated: animated) {
                collapse = Collapse(primaryCount: primary.count, showsCompactColumn: false)
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Separates the stacked columns again, in the display mode the delegate agrees to, then tells
    /// the delegate.
    func expandColumns(animated: Bool) {
        let size = HeadlessWorld.shared.screen.size
        let proposed =
            preferredDisplayMode != .automatic ? preferredDisplayMode : automaticDisplayMode(for: size)
        let mode =
            delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            ?? proposed
        var stacks = currentArrangement.stacks
        if let collapse, !collapse.showsCompactColumn {
            let separated = separate(stacks[.primary] ?? [], primaryCount: collapse.primaryCount)
            stacks[.primary] = separated.primary
            if style == .tripleColumn, let supplementary = separated.supplementary {
                stacks[.supplementary] = supplementary
            }
            if let secondary = separated.secondary { stacks[.secondary] = secondary }
        }
        for column in [Column.supplementary, .secondary] where (stacks[column] ?? []).isEmpty {
            if let own = columnControllers[column], !(own is UINavigationController) {
                stacks[column] = [own]
            }
        }
        rearrange(to: Arrangement(stacks: stacks, shownColumns: columns(for: mode)), animated: animated) {
            self.collapse = nil
            resolvedDisplayMode = mode
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Splits a collapsed stack into its columns: the primary's own controllers, then from the
    /// supplementary column's controller, then from the secondary's; `nil` for a column with
    /// nothing on the stack, which keeps what its own navigation controller holds.
    func separate(
        _ merged: [UIViewController], primaryCount: Int
    ) -> (primary: [UIViewController], supplementary: [UIViewController]?, secondary: [UIViewController]?) {
        let supplementaryRoot = columnControllers[.supplementary]
        let secondaryRoot = columnControllers[.secondary]
        let ownEnd =
            merged.firstIndex { $0 === supplementaryRoot || $0 === secondaryRoot }
            ?? min(primaryCount, merged.count)
        let rest = Array(merged[ownEnd...])
        guard !rest.isEmpty else { return (Array(merged[..<ownEnd]), nil, nil) }
        if style == .tripleColumn, let split = rest.firstIndex(where: { $0 === secondaryRoot }) {
            let supplementary = Array(rest[..<split])
            return (
                Array(merged[..<ownEnd]), supplementary.isEmpty ? nil : supplementary, Array(rest[split...])
            )
        }
        if style == .tripleColumn, rest.first === supplementaryRoot {
            return (Array(merged[..<ownEnd]), rest, nil)
        }
        return (Array(merged[..<ownEnd]), nil, rest)
    }

    /// The preferred display mode changed: an expanded split view moves to it.
    func preferredDisplayModeChanged() {
        guard collapse == nil else { return }
        let size = HeadlessWorld.shared.screen.size
        let mode = preferredDisplayMode != .automatic ? preferredDisplayMode : automaticDisplayMode(for: size)
        moveToDisplayMode(mode, animated: false)
    }

    /// A resize may change the automatic display mode (an iPad turned to portrait hides the
    /// primary column of a two-column split view).
    func displayModeMayHaveChanged() {
        guard collapse == nil, hasAdapted, preferredDisplayMode == .automatic,
            traitCollection.horizontalSizeClass == .regular
        else { return }
        moveToDisplayMode(automaticDisplayMode(for: HeadlessWorld.shared.screen.size), animated: true)
    }

    /// Moves an expanded split view to `mode`, telling the delegate which columns show and hide.
    func moveToDisplayMode(_ mode: DisplayMode, animated: Bool) {
        let current = currentArrangement
        let shown = columns(for: mode)
        guard shown != current.shownColumns || resolvedDisplayMode != mode else { return }
        if hasAdapted {
            delegate?.splitViewController(self, willChangeTo: mode)
            for column in current.shownColumns where !shown.contains(column) {
                delegate?.splitViewController(self, willHide: column)
            }
            for column in shown where !current.shownColumns.contains(column) {
                delegate?.splitViewController(self, willShow: column)
            }
        }
        rearrange(to: Arrangement(stacks: current.stacks, shownColumns: shown), animated: animated) {
            resolvedDisplayMode = mode
        }
    }

    /// The display mode button's action: shows the leading columns, or hides them.
    func toggleLeadingColumns() {
        guard collapse == nil else { return }
        if currentArrangement.shownColumns.contains(.primary) {
            hide(.primary)
        } else {
            show(.primary)
        }
    }
}
