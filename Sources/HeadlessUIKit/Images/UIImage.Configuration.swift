// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIImage {
    /// What an image is drawn for: traits and a locale, and, for a symbol, its size, weight,
    /// scale and colours (`SymbolConfiguration`).
    ///
    /// Configurations are values: each change makes a new one of the same class, and
    /// `applying(_:)` lays another's choices over this one's.
    @available(iOS 13.0, *)
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        package var values = ConfigurationValues()

        /// The traits the image is drawn for, if chosen.
        open var traitCollection: UITraitCollection? { values.traitCollection }

        /// The locale the image is drawn for, if chosen.
        @available(iOS 17.0, *)
        open var locale: Locale? { values.locale }

        /// Creates a configuration that chooses nothing.
        public required override init() {
            super.init()
        }

        /// Creates a configuration for traits.
        ///
        /// - Parameter traitCollection: The traits.
        @available(iOS 17.0, *)
        public convenience init(traitCollection: UITraitCollection?) {
            self.init()
            values.traitCollection = traitCollection
        }

        /// Creates a configuration for a locale.
        ///
        /// - Parameter locale: The locale.
        @available(iOS 17.0, *)
        public convenience init(locale: Locale?) {
            self.init()
            values.locale = locale
        }

        /// This configuration for other traits.
        ///
        /// - Parameter traitCollection: The traits.
        /// - Returns: A new configuration of the same class.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            changed { $0.traitCollection = traitCollection }
        }

        /// This configuration for another locale.
        ///
        /// - Parameter locale: The locale.
        /// - Returns: A new configuration of the same class.
        @available(iOS 17.0, *)
        open func withLocale(_ locale: Locale?) -> Self {
            changed { $0.locale = locale }
        }

        /// This configuration with what `otherConfiguration` chooses laid over it.
        ///
        /// - Parameter otherConfiguration: The configuration whose choices win.
        /// - Returns: A new configuration of the same class.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            changed { $0 = $0.applying(otherConfiguration?.values ?? ConfigurationValues()) }
        }

        /// A configuration equal to this one.
        ///
        /// - Parameter zone: Unused.
        /// - Returns: The copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            changed { _ in }
        }

        /// A new configuration of this one's class with changed values.
        package func changed(_ change: (inout ConfigurationValues) -> Void) -> Self {
            let copy = Self()
            copy.values = values
            change(&copy.values)
            return copy
        }
    }
}
