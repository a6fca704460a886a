// ViewLifecycle · HeadlessSwiftUI

#if !canImport(Accessibility)
    extension AXCustomContent {
        /// How readily assistive technologies offer a fact: on request, or read with the element.
        @available(iOS 14.0, *)
        public enum Importance: UInt, Sendable {
            /// Offered on request.
            case `default` = 0
            /// Read with the element.
            case high = 1
        }
    }
#endif
