// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension String {
    /// Creates a localized string from a localization value (Foundation's API, which the
    /// toolchain's Foundation off Apple platforms lacks; disfavored, so Foundation's own wins
    /// where it exists). No string table is read: the result is the value's text, its
    /// interpolations formatted as `LocalizedStringKey` formats them.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key and the value in the development language.
    ///   - table: The string table to look up (unused).
    ///   - bundle: The bundle holding the table (unused).
    ///   - locale: The locale to format with (unused).
    ///   - comment: A comment for translators (unused).
    @_disfavoredOverload
    public init(
        localized keyAndValue: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key
    }
}
