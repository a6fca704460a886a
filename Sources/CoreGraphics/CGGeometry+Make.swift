// ViewLifecycle · CoreGraphics

import Foundation

/// Returns a point with the specified coordinates (CoreGraphics' `CGPointMake`, which apps
/// still call; the toolchain's Foundation lacks it).
@inlinable public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

/// Returns a size with the specified dimension values (CoreGraphics' `CGSizeMake`).
@inlinable public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// Returns a rectangle with the specified coordinate and size values (CoreGraphics'
/// `CGRectMake`).
@inlinable public func CGRectMake(
    _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat
) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
