// ViewLifecycle · HeadlessUIKit

import Foundation

// Core Animation's boxing of transforms (CATransform3D.h), which animations take as values.
extension NSValue {
    /// A value holding `t`, as an animation's `fromValue` or `toValue` takes a transform.
    ///
    /// - Parameter t: The transform.
    public convenience init(caTransform3D t: CATransform3D) {
        var copy = t
        self.init(bytes: &copy, objCType: CATransform3D.objCType)
    }

    /// The transform the value holds; the identity when it holds something else.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == String(cString: CATransform3D.objCType) else {
            return CATransform3DIdentity
        }
        var transform = CATransform3DIdentity
        getValue(&transform)
        return transform
    }
}

extension CATransform3D {
    /// The type encoding the transform is kept under: its sixteen doubles as an array (`[16d]`),
    /// since Linux's `NSValue` cannot hold a struct encoding as Apple's `{CATransform3D=…}`.
    /// Made once, never freed or written, so it is safe to share.
    nonisolated(unsafe) fileprivate static let objCType: UnsafePointer<CChar> = {
        let encoding = "[16d]"
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: encoding.utf8.count + 1)
        encoding.withCString { buffer.initialize(from: $0, count: encoding.utf8.count + 1) }
        return UnsafePointer(buffer)
    }()
}
