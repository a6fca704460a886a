// ViewLifecycle · HeadlessUIKit

/// An image, by name; the headless runtime draws nothing, so it only keeps the name.
open class UIImage: NSObject, @unchecked Sendable {
    /// The system symbol or asset name the image was made from.
    let name: String

    /// Creates the system symbol image named `name`.
    ///
    /// - Parameter name: The SF Symbols name, such as `"house"`.
    public init?(systemName name: String) {
        self.name = name
        super.init()
    }

    /// Creates the asset-catalog image named `name`.
    ///
    /// - Parameter name: The asset's name.
    public init?(named name: String) {
        self.name = name
        super.init()
    }
}
