// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
extension LayoutDirectionBehavior {
    /// Mirrors in right-to-left layouts: `.mirrors(in: .rightToLeft)`.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}
