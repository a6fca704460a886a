// ViewLifecycle · HeadlessUIKit

import Foundation

#if !canImport(Darwin)
    extension AttributeScopes {
        /// Foundation's accessibility attribute scope, which Linux's Foundation lacks: an empty scope headlessly,
        /// so `AttributeScopes.UIKitAttributes.accessibility` has its type.
        @available(iOS 15, tvOS 15, watchOS 8, *)
        public struct AccessibilityAttributes: AttributeScope {}
    }
#endif
