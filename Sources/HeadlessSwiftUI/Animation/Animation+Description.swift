// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation: Hashable {
    /// Hashes the curve's description and the logical duration.
    ///
    /// - Parameter hasher: The hasher to use.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(duration)
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The curve and the seconds until it is logically complete, such as `easeIn(0.35)`.
    public var description: String { "\(name)(\(duration))" }
    /// The same text as `description`.
    public var debugDescription: String { description }
    /// A mirror whose children are the curve's name and its duration.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "duration": duration])
    }
}
