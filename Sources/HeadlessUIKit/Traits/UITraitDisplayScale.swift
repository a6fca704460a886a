// ViewLifecycle · HeadlessUIKit

import Foundation

/// The trait definition of the display's pixels per point.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition {
    /// `0`, the value of a collection that does not specify it.
    public static let defaultValue: CGFloat = 0
    /// `"DisplayScale"`.
    public static let name: String = "DisplayScale"
    /// `"UITraitDisplayScale"`.
    public static let identifier: String = "UITraitDisplayScale"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = CGFloat
}
