// ViewLifecycle · HeadlessSwiftUI

import Foundation
import HeadlessUIKit

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved {
    /// A Core Graphics color with the same sRGB components and opacity.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
