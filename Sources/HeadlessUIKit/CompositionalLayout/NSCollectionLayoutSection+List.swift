// ViewLifecycle · HeadlessUIKit

extension NSCollectionLayoutSection {
    /// The estimated height of a list row: UIKit's default cell height (the table's too).
    static let listRowHeight: CGFloat = 44
    /// The estimated height of a list header or footer (a guess, the table's titled header).
    static let listHeaderHeight: CGFloat = 28
    /// The space around a grouped list section without a header (a guess, the table's).
    static let listGroupedSpacing: CGFloat = 18
    /// The leading and trailing inset of an inset-grouped list (a guess).
    static let listInsetGroupedMargin: CGFloat = 20

    /// A section laid out as a list: one full-width row of an estimated 44 points per item,
    /// with a header and footer as the configuration asks, insets by appearance (guesses).
    ///
    /// - Parameters:
    ///   - configuration: The list configuration.
    ///   - layoutEnvironment: The environment (unused).
    /// - Returns: The section.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        list(using: configuration)
    }

    /// A list section for `configuration`.
    static func list(using configuration: UICollectionLayoutListConfiguration) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: row)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let edge = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(listHeaderHeight))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: edge, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            )
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: edge, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(
                top: configuration.headerMode == .supplementary ? 0 : listGroupedSpacing, leading: 0,
                bottom: listGroupedSpacing, trailing: 0)
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(
                top: configuration.headerMode == .supplementary ? 0 : listGroupedSpacing,
                leading: listInsetGroupedMargin, bottom: listGroupedSpacing, trailing: listInsetGroupedMargin)
        }
        return section
    }
}
