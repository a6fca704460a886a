// ViewLifecycle · CoreGraphics

/// A time interval in seconds, as Core Foundation names it (Core Graphics brings Core Foundation
/// with it on Apple platforms; the toolchain's Foundation does not declare the name).
public typealias CFTimeInterval = Double
