// ViewLifecycle · HeadlessUIKit

/// The object that tells a table view its sections and rows and makes its cells.
///
/// The optional members of UIKit's protocol have UIKit's defaults in the extension
/// (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The row count.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for the row at `indexPath`, usually dequeued from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The configured cell.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; 1 unless implemented.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: The section count.
    func numberOfSections(in tableView: UITableView) -> Int

    /// The title of a section's header, or `nil` for none.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The title.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The title of a section's footer, or `nil` for none.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The title.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Whether the row can be edited (swiped, deleted); `true` unless implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: Whether it is editable.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Whether the row can be reordered.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: Whether it can move.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Called when the user deletes or inserts the row; update the data, then the table.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: `.delete` or `.insert`.
    ///   - indexPath: The row.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)

    /// Called when the user has moved a row; update the data (the table has already moved it).
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the section index, or `nil` for none.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: The titles.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// The section a section-index title scrolls to.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - title: The tapped title.
    ///   - index: Its position in the index.
    /// - Returns: The section.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section; optional in UIKit.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: `nil`.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: `nil`.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row is editable; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Every row can move; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: The style.
    ///   - indexPath: The row.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// No section index; optional in UIKit.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: `nil`.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The title's position; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - title: The title.
    ///   - index: Its position.
    /// - Returns: `index`.
    public func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        index
    }
}
