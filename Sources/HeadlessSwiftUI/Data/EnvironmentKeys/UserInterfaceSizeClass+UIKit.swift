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

extension UIUserInterfaceSizeClass {
    /// Creates a UIKit size class from a SwiftUI one; `.unspecified` for `nil`.
    ///
    /// - Parameter sizeClass: The SwiftUI size class.
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}
