// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension View {
    /// Sets the view's horizontal alignment (drawn only: layout is not computed, so the closure is
    /// not called).
    ///
    /// - Parameters:
    ///   - g: A horizontal alignment guide.
    ///   - computeValue: A closure that returns the offset value to apply to this view.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        inert(.horizontalAlignmentGuide(g), api: "View.alignmentGuide(_:computeValue:)")
    }

    /// Sets the view's vertical alignment (drawn only: layout is not computed, so the closure is
    /// not called).
    ///
    /// - Parameters:
    ///   - g: A vertical alignment guide.
    ///   - computeValue: A closure that returns the offset value to apply to this view.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        inert(.verticalAlignmentGuide(g), api: "View.alignmentGuide(_:computeValue:)")
    }
}
