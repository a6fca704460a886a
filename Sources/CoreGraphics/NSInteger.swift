// ViewLifecycle · CoreGraphics

/// A signed integer of the platform's word size, as Foundation names it on Apple platforms (the
/// toolchain's Foundation does not declare the name; Core Graphics brings Foundation with it).
public typealias NSInteger = Int

/// An unsigned integer of the platform's word size, as Foundation names it on Apple platforms.
public typealias NSUInteger = UInt
