// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GraphicsContext.Shading {
    /// A shading instance that fills a linear (axial) gradient (its points are context
    /// coordinates, which nothing resolves headlessly: the gradient's stops are kept).
    ///
    /// - Parameters:
    ///   - gradient: A `Gradient` instance that defines the colors of the gradient.
    ///   - startPoint: The start point of the gradient axis.
    ///   - endPoint: The end point of the gradient axis.
    ///   - options: Options that you use to configure the gradient.
    /// - Returns: A shading instance filled with a linear gradient.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        .style(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }

    /// A shading instance that fills a radial gradient (its geometry is not resolved headlessly).
    ///
    /// - Parameters:
    ///   - gradient: A `Gradient` instance that defines the colors of the gradient.
    ///   - center: The point in the current user space on which SwiftUI centers the gradient.
    ///   - startRadius: The distance from the center where the gradient starts.
    ///   - endRadius: The distance from the center where the gradient ends.
    ///   - options: Options that you use to configure the gradient.
    /// - Returns: A shading instance filled with a radial gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        .style(
            RadialGradient(
                gradient: gradient, center: .center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A shading instance that fills a conic (angular) gradient (its geometry is not resolved
    /// headlessly).
    ///
    /// - Parameters:
    ///   - gradient: A `Gradient` instance that defines the colors of the gradient.
    ///   - center: The point in the current user space on which SwiftUI centers the gradient.
    ///   - angle: The angle about the center that SwiftUI uses to start and finish the gradient.
    ///   - options: Options that you use to configure the gradient.
    /// - Returns: A shading instance filled with a conic gradient.
    public static func conicGradient(
        _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        .style(AngularGradient(gradient: gradient, center: .center, angle: angle))
    }
}
