// ViewLifecycle · HeadlessUIKit

import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at: medium, large, or one the app computes.
    @available(iOS 15.0, *)
    @MainActor
    @preconcurrency
    open class Detent: NSObject {
        private let detentIdentifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            detentIdentifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the screen's height (headlessly exactly half the largest height).
        ///
        /// - Returns: The detent.
        open class func medium() -> Self {
            make(Detent(identifier: .medium) { $0.maximumDetentValue / 2 })
        }

        /// The full height a sheet can take.
        ///
        /// - Returns: The detent.
        open class func large() -> Self {
            make(Detent(identifier: .large) { $0.maximumDetentValue })
        }

        /// The detent's identifier, by which the sheet's other properties refer to it.
        @available(iOS 16.0, *)
        open var identifier: Identifier { detentIdentifier }

        private static func make(_ detent: Detent) -> Self {
            guard let detent = detent as? Self else {
                preconditionFailure("\(self) makes a UISheetPresentationController.Detent, not a subclass")
            }
            return detent
        }
    }
}

extension UISheetPresentationController.Detent {
    /// A detent whose height `resolver` computes; without an identifier it gets a unique one.
    ///
    /// - Parameters:
    ///   - identifier: How the sheet's other properties refer to the detent.
    ///   - resolver: The height for a context, or `nil` to leave the detent out.
    /// - Returns: The detent.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency public static func custom(
        identifier: UISheetPresentationController.Detent.Identifier? = nil,
        resolver: @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
        UISheetPresentationController.Detent(
            identifier: identifier
                ?? UISheetPresentationController.Detent.Identifier(rawValue: UUID().uuidString),
            resolver: resolver)
    }

    /// The detent's height in `context`, or `nil` when it does not apply.
    ///
    /// - Parameter context: The sheet's largest height and traits.
    /// - Returns: The height.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency public func resolvedValue(
        in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
        resolver(context)
    }
}
