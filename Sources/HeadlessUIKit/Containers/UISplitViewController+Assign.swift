// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// Sets a column's controller, wrapping it in a navigation controller unless it is one or the
    /// column is `.compact`; on screen, what it replaces disappears and it appears.
    func assign(_ controller: UIViewController?, to column: Column) {
        let old = columnControllers[column]
        guard old !== controller else { return }
        if column == .compact {
            assignCompact(controller, replacing: old)
            return
        }
        var arrangement = currentArrangement
        let oldNavigation = columnNavigations[column]
        var navigation = oldNavigation
        if let given = controller as? UINavigationController {
            navigation = given
        } else if controller != nil, oldNavigation == nil || oldNavigation === old {
            navigation = UINavigationController()
        } else if controller == nil {
            navigation = nil
        }
        if let given = controller as? UINavigationController {
            arrangement.stacks[column] = given.viewControllers
        } else if let controller {
            if let collapse, column == .primary, !collapse.showsCompactColumn {
                let merged = arrangement.stacks[.primary] ?? []
                arrangement.stacks[.primary] = [controller] + merged.dropFirst(collapse.primaryCount)
            } else {
                arrangement.stacks[column] = [controller]
            }
        } else {
            arrangement.stacks[column] = nil
        }
        if navigation !== oldNavigation, let navigation {
            attachChild(navigation)
            callDidMove(navigation, toParent: self)
        }
        rearrange(to: arrangement, animated: false) {
            columnControllers[column] = controller
            columnNavigations[column] = navigation
            if let collapse, column == .primary, !collapse.showsCompactColumn {
                self.collapse?.primaryCount = 1
            }
        }
        if let oldNavigation, oldNavigation !== navigation { removeChildQuietly(oldNavigation) }
    }

    /// Sets the `.compact` column's controller, shown while collapsed.
    private func assignCompact(_ controller: UIViewController?, replacing old: UIViewController?) {
        if let controller {
            attachChild(controller)
            callDidMove(controller, toParent: self)
        }
        let arrangement = currentArrangement
        var shown = arrangement.shownColumns
        if let collapse {
            shown = controller == nil ? [.primary] : [.compact]
            self.collapse?.showsCompactColumn = controller != nil
            _ = collapse
        }
        // The compact column is read from the controllers, so the change is in place before the
        // arrangement is compared.
        rearrange(to: Arrangement(stacks: arrangement.stacks, shownColumns: shown), animated: false) {
            columnControllers[.compact] = controller
        }
        if let old { removeChildQuietly(old) }
    }

    /// Sets the columns from a list: primary, (supplementary,) secondary.
    func assignViewControllers(_ controllers: [UIViewController]) {
        guard let first = controllers.first else { return }
        assign(first, to: .primary)
        if style == .tripleColumn, controllers.count >= 3 {
            assign(controllers[1], to: .supplementary)
        }
        if controllers.count >= 2, let last = controllers.last { assign(last, to: .secondary) }
    }

    /// Shows `controller` as the secondary column's content; collapsed, pushes it.
    func showDetail(_ controller: UIViewController) {
        if let navigation = collapsedNavigation {
            columnNavigations[.secondary]?.replaceStack(with: [])
            columnControllers[.secondary] = controller
            if let given = controller as? UINavigationController {
                let pushed = given.viewControllers
                given.replaceStack(with: [])
                navigation.setViewControllers(navigation.viewControllers + pushed, animated: true)
            } else {
                navigation.pushViewController(controller, animated: true)
            }
        } else {
            assign(controller, to: .secondary)
        }
    }

    /// Shows a column (`show(_:)`).
    func showColumn(_ column: Column) {
        guard column != .compact else { return }
        if let collapse {
            guard !collapse.showsCompactColumn else { return }
            showCollapsedColumn(column, primaryCount: collapse.primaryCount)
            return
        }
        let current = currentArrangement.shownColumns
        guard column != .secondary, !current.contains(column) else { return }
        let size = HeadlessWorld.shared.screen.size
        let tiled = size.width > size.height
        let mode: DisplayMode
        if style == .tripleColumn, column == .primary {
            mode = tiled ? .twoBesideSecondary : .twoOverSecondary
        } else {
            mode = tiled ? .oneBesideSecondary : .oneOverSecondary
        }
        moveToDisplayMode(mode, animated: true)
    }

    /// Hides a column (`hide(_:)`).
    func hideColumn(_ column: Column) {
        guard column != .compact else { return }
        if let collapse {
            guard !collapse.showsCompactColumn, column != .primary else { return }
            hideCollapsedColumn(column, primaryCount: collapse.primaryCount)
            return
        }
        let current = currentArrangement.shownColumns
        guard column != .secondary, current.contains(column) else { return }
        let mode: DisplayMode =
            style == .tripleColumn && column == .primary && current.contains(.supplementary)
            ? .oneBesideSecondary : .secondaryOnly
        moveToDisplayMode(mode, animated: true)
    }

    /// Collapsed `show(_:)`: pushes the column and any between, or pops what covers it.
    private func showCollapsedColumn(_ column: Column, primaryCount: Int) {
        guard let navigation = columnNavigations[.primary] else { return }
        let stack = navigation.viewControllers
        let parts = separate(stack, primaryCount: primaryCount)
        if column == .primary {
            if let top = parts.primary.last, stack.count > parts.primary.count {
                navigation.popToViewController(top, animated: true)
            }
            return
        }
        var target = parts.primary
        if style == .tripleColumn {
            target += parts.supplementary ?? takeStack(of: .supplementary)
        }
        if column == .secondary {
            target += parts.secondary ?? takeStack(of: .secondary)
        } else if let supplementaryTop = target.last, stack.contains(where: { $0 === supplementaryTop }) {
            navigation.popToViewController(supplementaryTop, animated: true)
            return
        }
        guard !target.elementsEqual(stack, by: ===) else { return }
        navigation.setViewControllers(target, animated: true)
    }

    /// Collapsed `hide(_:)`: pops the column when it is on top.
    private func hideCollapsedColumn(_ column: Column, primaryCount: Int) {
        guard let navigation = columnNavigations[.primary] else { return }
        let parts = separate(navigation.viewControllers, primaryCount: primaryCount)
        switch column {
        case .secondary:
            guard parts.secondary != nil else { return }
            let below = parts.supplementary?.last ?? parts.primary.last
            if let below { navigation.popToViewController(below, animated: true) }
        case .supplementary:
            guard parts.secondary == nil, parts.supplementary != nil, let below = parts.primary.last else {
                return
            }
            navigation.popToViewController(below, animated: true)
        case .primary, .compact: return
        }
    }

    /// Takes a column's controllers from its own navigation controller (quietly: it is off
    /// screen while collapsed) so the primary stack can show them.
    private func takeStack(of column: Column) -> [UIViewController] {
        if let navigation = columnNavigations[column], !navigation.viewControllers.isEmpty {
            let stack = navigation.viewControllers
            navigation.replaceStack(with: [])
            return stack
        }
        if let own = columnControllers[column], !(own is UINavigationController) { return [own] }
        return []
    }
}
