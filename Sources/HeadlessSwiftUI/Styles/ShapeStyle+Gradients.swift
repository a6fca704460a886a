// ViewLifecycle · HeadlessSwiftUI

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    /// - Returns: The gradient.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    /// - Returns: The gradient.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    /// - Returns: The gradient.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    /// - Returns: The gradient.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    )
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    /// - Returns: The gradient.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    )
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    /// - Returns: The gradient.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    )
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient from colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a type-erased gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient.
    public static func linearGradient(
        _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
    )
        -> some ShapeStyle
    {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient from a type-erased gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    /// - Returns: The gradient.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle {
        RadialGradient(
            gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from a type-erased gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    /// - Returns: The gradient.
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle {
        AngularGradient(
            gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient from a type-erased gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        EllipticalGradient(
            gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient from color stops.
    ///
    /// - Parameters:
    ///   - stops: The color stops.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts.
    ///   - endRadiusFraction: Where it ends.
    /// - Returns: The gradient.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient from a type-erased gradient, a full turn from `angle`.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    /// - Returns: The gradient.
    public static func conicGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
    )
        -> some ShapeStyle
    {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient, a full turn from `angle`.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    /// - Returns: The gradient.
    public static func conicGradient(
        _ gradient: Gradient, center: UnitPoint, angle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient from colors, a full turn from `angle`.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    /// - Returns: The gradient.
    public static func conicGradient(
        colors: [Color], center: UnitPoint, angle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient from color stops, a full turn from `angle`.
    ///
    /// - Parameters:
    ///   - stops: The color stops.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    /// - Returns: The gradient.
    public static func conicGradient(
        stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
    )
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
