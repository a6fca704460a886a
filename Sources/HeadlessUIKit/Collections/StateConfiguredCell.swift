// ViewLifecycle · HeadlessUIKit

/// A cell whose content and background configurations follow its state: UIKit's update rules,
/// written once for table and collection view cells.
@MainActor protocol StateConfiguredCell: UIView {
    /// The content configuration.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    /// Whether the content configuration is updated for each new state.
    var automaticallyUpdatesContentConfiguration: Bool { get }
    /// The background configuration.
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    /// Whether the background configuration is updated for each new state.
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    /// Whether the configurations wait for an update.
    var needsConfigurationUpdate: Bool { get set }
    /// The cell's current state.
    var configurationState: UICellConfigurationState { get }
    /// The cell's (overridable) update for a state.
    func updateConfiguration(using state: UICellConfigurationState)
}

extension StateConfiguredCell {
    /// Marks the configurations stale and, when the cell is on display, updates them at once.
    func requestConfigurationUpdate() {
        needsConfigurationUpdate = true
        if window != nil { updateConfigurationIfNeeded() }
    }

    /// Runs a pending configuration update; the table or collection view calls it before
    /// showing the cell, as UIKit updates configurations in the layout pass before display.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// Updates the configurations that update automatically for `state`.
    func updateAutomaticConfigurations(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }
}

extension UITableViewCell: StateConfiguredCell {}

extension UICollectionViewCell: StateConfiguredCell {}
