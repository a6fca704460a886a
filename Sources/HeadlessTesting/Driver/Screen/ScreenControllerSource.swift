// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// A controller whose screen is not its views' texts: a hosting controller shows its graph, a
/// navigation controller its bar and top controller, a tab bar controller its selected tab and
/// its bar, an alert its title, message and actions.
///
/// A controller that does not conform shows what its view hierarchy shows (`UILabel` texts,
/// the views of its child controllers, in subview order).
@MainActor
protocol ScreenControllerSource: UIViewController {
    /// What the controller shows now, in order.
    func screenElements() -> [ScreenElement]

    /// The role of the layer this controller makes when it is presented, or `nil` to take it
    /// from its presentation style (a sheet, a full-screen cover, a popover).
    var screenLayerRole: ScreenRole? { get }
}

extension ScreenControllerSource {
    var screenLayerRole: ScreenRole? { nil }
}
