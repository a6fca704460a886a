// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// The columns a display mode shows, leading first.
    func columns(for mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .secondaryOnly, .automatic: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            return triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// The display mode an expanded split view uses at `size`: the preferred one, else side by
    /// side in landscape and the secondary alone (two columns) or beside the supplementary (three)
    /// in portrait (a guess from iPad behaviour; no log).
    func resolvedDisplayMode(for size: Headless.ScreenSize) -> DisplayMode {
        if resolvedDisplayMode != .automatic { return resolvedDisplayMode }
        return preferredDisplayMode != .automatic ? preferredDisplayMode : automaticDisplayMode(for: size)
    }

    /// The display mode `.automatic` stands for at `size`.
    func automaticDisplayMode(for size: Headless.ScreenSize) -> DisplayMode {
        let landscape = size.width > size.height
        switch style {
        case .tripleColumn: return landscape ? .twoBesideSecondary : .oneBesideSecondary
        default: return landscape ? .oneBesideSecondary : .secondaryOnly
        }
    }

    /// The containers on screen: the visible columns' navigation controllers, or the compact
    /// column's controller.
    var shownContainers: [UIViewController] {
        currentArrangement.shownColumns.compactMap(container(of:))
    }

    /// The navigation controller that holds the stack while collapsed, if collapsed.
    var collapsedNavigation: UINavigationController? {
        guard let collapse else { return nil }
        if collapse.showsCompactColumn { return columnControllers[.compact] as? UINavigationController }
        return columnNavigations[.primary]
    }

    /// The controller whose view stands for `column` on screen.
    func container(of column: Column) -> UIViewController? {
        column == .compact ? columnControllers[.compact] : columnNavigations[column]
    }

    /// What is on screen now.
    var currentArrangement: Arrangement {
        var stacks: [Column: [UIViewController]] = [:]
        for (column, navigation) in columnNavigations { stacks[column] = navigation.viewControllers }
        let shown: [Column]
        if let collapse {
            shown = collapse.showsCompactColumn ? [.compact] : [.primary]
        } else {
            shown = columns(for: resolvedDisplayMode(for: HeadlessWorld.shared.screen.size))
        }
        return Arrangement(stacks: stacks, shownColumns: shown)
    }

    /// The controllers `arrangement` has on screen: each shown container and the top of its stack.
    func visibleControllers(in arrangement: Arrangement) -> [UIViewController] {
        var result: [UIViewController] = []
        for column in arrangement.shownColumns {
            guard let container = container(of: column) else { continue }
            result.append(container)
            if column == .compact {
                if let top = (container as? UINavigationController)?.topViewController { result.append(top) }
            } else if let top = arrangement.stacks[column]?.last {
                result.append(top)
            }
        }
        return result
    }

    /// Moves to `arrangement`: the controllers that leave the screen get `viewWillDisappear`, those
    /// that come on screen `viewWillAppear`, then the stacks and views change with no callbacks of
    /// their own, then the `did` callbacks; controllers that stay on screen while moving from one
    /// column's stack to another (collapsing, expanding) get none. Off screen, only the stacks and
    /// views change, and the split view's own appearance reaches the columns later.
    ///
    /// The callbacks come at once rather than at the end of an animation (a guess: no device log
    /// of a collapse or of a column shown by `show(_:)` was found).
    func rearrange(to arrangement: Arrangement, animated: Bool, stateChange: () -> Void) {
        let live = appearanceState == .visible && storedView?.window != nil
        let before = visibleControllers(in: currentArrangement)
        stateChange()
        let after = visibleControllers(in: arrangement)
        let leaving = before.filter { old in !after.contains { $0 === old } }
        let arriving = after.filter { new in !before.contains { $0 === new } }
        let world = HeadlessWorld.shared
        // A controller that stays on screen leaves the stack it no longer belongs to first, so the
        // container it leaves does not forward its own disappearance to it.
        world.withoutViewDrivenAppearance {
            for (column, navigation) in navigationsInColumnOrder {
                let target = arrangement.stacks[column] ?? []
                let kept = navigation.viewControllers.filter { old in
                    target.contains { $0 === old } || !after.contains { $0 === old }
                }
                if kept.count != navigation.viewControllers.count { navigation.replaceStack(with: kept) }
            }
        }
        // Stacks nobody sees take their new controllers before an arriving one forwards its
        // appearance to its top.
        world.withoutViewDrivenAppearance {
            moveStacks(to: arrangement) { navigation in !before.contains { $0 === navigation } }
        }
        if live {
            // As in every transition, the arriving views load before the first callback.
            for controller in arriving { controller.loadViewIfNeeded() }
            for controller in leaving {
                controller.dispatchAppearance(.viewWillDisappear(animated: animated))
            }
            for controller in arriving { controller.dispatchAppearance(.viewWillAppear(animated: animated)) }
        }
        world.withoutViewDrivenAppearance {
            moveStacks(to: arrangement) { _ in true }
            for (_, navigation) in navigationsInColumnOrder
            where navigation.appearanceState != .hidden || !live {
                navigation.installTopViewIfLoaded()
            }
            installShownViews(arrangement.shownColumns)
        }
        if live {
            for controller in leaving { controller.dispatchAppearance(.viewDidDisappear(animated: animated)) }
            for controller in arriving { controller.dispatchDidAppear(animated: animated) }
        }
    }

    /// Gives the navigation controllers that `include` picks their stacks in `arrangement`; every
    /// stack lets go of what it loses before any takes what it gains, so no controller is in two.
    private func moveStacks(to arrangement: Arrangement, including include: (UINavigationController) -> Bool)
    {
        let moving = navigationsInColumnOrder.filter { include($0.navigation) }
        for (column, navigation) in moving {
            let target = arrangement.stacks[column] ?? []
            let kept = navigation.viewControllers.filter { old in target.contains { $0 === old } }
            if kept.count != navigation.viewControllers.count { navigation.replaceStack(with: kept) }
        }
        for (column, navigation) in moving {
            let target = arrangement.stacks[column] ?? []
            guard !target.elementsEqual(navigation.viewControllers, by: ===) else { continue }
            // A controller still on another column's stack leaves it first.
            for (_, other) in navigationsInColumnOrder where other !== navigation {
                let left = other.viewControllers.filter { old in !target.contains { $0 === old } }
                if left.count != other.viewControllers.count { other.replaceStack(with: left) }
            }
            navigation.replaceStack(with: target)
        }
    }

    /// Puts the shown columns' views in the split view's view, leading first, and takes the
    /// others out.
    func installShownViews(_ columns: [Column]) {
        guard isViewLoaded else { return }
        let shown = columns.compactMap(container(of:))
        let all = [Column.primary, .supplementary, .secondary, .compact].compactMap(container(of:))
        for other in all where !shown.contains(where: { $0 === other }) {
            other.storedView?.removeFromSuperview()
        }
        let container: UIView = view
        for (index, controller) in shown.enumerated() {
            let childView: UIView = controller.view
            if childView.superview !== container || container.subviews.firstIndex(of: childView) != index {
                container.install(viewOf: controller, at: index)
            }
        }
    }

    /// The columns' navigation controllers, primary first: a dictionary's order changes from one
    /// process to the next, and so would the order of the calls a loop over it makes.
    var navigationsInColumnOrder: [(column: Column, navigation: UINavigationController)] {
        columnNavigations.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
    }
}

extension UINavigationController {
    /// Puts the top controller's view in place if the navigation view has loaded.
    func installTopViewIfLoaded() {
        if isViewLoaded { installTopView() }
    }
}
