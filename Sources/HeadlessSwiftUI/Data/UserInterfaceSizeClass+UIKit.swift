// ViewLifecycle · HeadlessSwiftUI

extension UserInterfaceSizeClass {
    /// Creates a SwiftUI size class from a UIKit one; `nil` for `.unspecified`.
    ///
    /// - Parameter uiUserInterfaceSizeClass: The UIKit size class.
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: return nil
        }
    }
}
