// ViewLifecycle · CoreGraphics

// Apple's Core Graphics brings CGFloat, CGPoint, CGSize and CGRect, and the C library beneath
// them; the toolchain's Foundation declares those, so a file that imports only Core Graphics
// sees them through it.
@_exported import Foundation
