// ViewLifecycle · HeadlessUIKit

/// UIKit's option sets are hashable, so a configuration holding one (such as
/// `UIListContentConfiguration.axesPreservingSuperviewLayoutMargins`) is too.
extension UIAxis: Hashable {}
