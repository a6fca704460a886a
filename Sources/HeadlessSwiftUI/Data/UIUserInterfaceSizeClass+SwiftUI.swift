// ViewLifecycle · HeadlessSwiftUI

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
