// ViewLifecycle · HeadlessUIKit

import Foundation

/// The trait definition of the language text is typeset for.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitTypesettingLanguage: UITraitDefinition {
    /// `nil`, the value of a collection that does not specify it.
    public static let defaultValue: Locale.Language? = nil
    /// `"TypesettingLanguage"`.
    public static let name: String = "TypesettingLanguage"
    /// `"UITraitTypesettingLanguage"`.
    public static let identifier: String = "UITraitTypesettingLanguage"

    /// The trait's value type.
    public typealias Value = Locale.Language?
}
