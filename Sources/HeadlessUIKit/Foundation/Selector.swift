// ViewLifecycle · HeadlessUIKit

// Where the Objective-C runtime exists (macOS with the Headless trait), its `Selector` is used.
#if !canImport(ObjectiveC)
    /// The name of an Objective-C method, as UIKit's target-action API takes it.
    ///
    /// Linux has no Objective-C runtime, so `#selector(…)` does not compile and a selector is never
    /// sent: it is a name the headless runtime stores. It exists so that declarations taking one
    /// (`UIGestureRecognizer(target:action:)`) keep Apple's signatures and accept `nil` or a literal.
    public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable, CustomStringConvertible {
        /// The method's name, such as `"handleTap:"`.
        public let description: String

        /// Creates a selector from a method's name.
        ///
        /// - Parameter str: The name, such as `"handleTap:"`.
        public init(_ str: String) {
            description = str
        }

        /// Creates a selector from a string literal.
        ///
        /// - Parameter value: The method's name.
        public init(stringLiteral value: String) {
            description = value
        }
    }
#endif
