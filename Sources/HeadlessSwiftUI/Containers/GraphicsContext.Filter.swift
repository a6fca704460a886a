// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content.
    ///
    /// Headlessly a filter is its name and arguments as text (`"blur(radius: 4.0)"`), kept by
    /// the context that adds it; nothing is processed.
    public struct Filter: Sendable {
        /// The filter's name and arguments.
        let description: String

        /// Returns a filter that applies a projection transform (kept as text).
        ///
        /// - Parameter matrix: The projection transform.
        /// - Returns: The filter.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> GraphicsContext.Filter {
            Filter(description: "projectionTransform(\(matrix))")
        }

        /// Returns a filter that adds a shadow (kept as text).
        ///
        /// - Parameters:
        ///   - color: The shadow's color.
        ///   - radius: The shadow's blur radius.
        ///   - x: The horizontal offset.
        ///   - y: The vertical offset.
        ///   - blendMode: The blend mode of the shadow.
        ///   - options: The shadow options.
        /// - Returns: The filter.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal,
            options: GraphicsContext.ShadowOptions = ShadowOptions()
        ) -> GraphicsContext.Filter {
            Filter(description: "shadow(radius: \(radius), x: \(x), y: \(y), options: \(options.rawValue))")
        }

        /// Returns a filter that multiplies each color component by a color's (kept as text).
        ///
        /// - Parameter color: The color.
        /// - Returns: The filter.
        public static func colorMultiply(_ color: Color) -> GraphicsContext.Filter {
            Filter(description: "colorMultiply(\(color))")
        }

        /// Returns a filter that multiplies by a color matrix (kept as text).
        ///
        /// - Parameter matrix: The color matrix.
        /// - Returns: The filter.
        public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
            Filter(description: "colorMatrix")
        }

        /// Returns a filter that rotates hues (kept as text).
        ///
        /// - Parameter angle: The rotation.
        /// - Returns: The filter.
        public static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter {
            Filter(description: "hueRotation(\(angle.degrees)°)")
        }

        /// Returns a filter that changes saturation (kept as text).
        ///
        /// - Parameter amount: The saturation factor.
        /// - Returns: The filter.
        public static func saturation(_ amount: Double) -> GraphicsContext.Filter {
            Filter(description: "saturation(\(amount))")
        }

        /// Returns a filter that changes brightness (kept as text).
        ///
        /// - Parameter amount: The amount added to each component.
        /// - Returns: The filter.
        public static func brightness(_ amount: Double) -> GraphicsContext.Filter {
            Filter(description: "brightness(\(amount))")
        }

        /// Returns a filter that changes contrast (kept as text).
        ///
        /// - Parameter amount: The contrast factor.
        /// - Returns: The filter.
        public static func contrast(_ amount: Double) -> GraphicsContext.Filter {
            Filter(description: "contrast(\(amount))")
        }

        /// Returns a filter that inverts colors (kept as text).
        ///
        /// - Parameter amount: How much to invert.
        /// - Returns: The filter.
        public static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter {
            Filter(description: "colorInvert(\(amount))")
        }

        /// Returns a filter that removes color (kept as text).
        ///
        /// - Parameter amount: How much color to remove.
        /// - Returns: The filter.
        public static func grayscale(_ amount: Double) -> GraphicsContext.Filter {
            Filter(description: "grayscale(\(amount))")
        }

        /// A filter that sets alpha from luminance (kept as text).
        public static var luminanceToAlpha: GraphicsContext.Filter { Filter(description: "luminanceToAlpha") }

        /// Returns a filter that blurs (kept as text).
        ///
        /// - Parameters:
        ///   - radius: The blur radius.
        ///   - options: The blur options.
        /// - Returns: The filter.
        public static func blur(
            radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()
        )
            -> GraphicsContext.Filter
        {
            Filter(description: "blur(radius: \(radius), options: \(options.rawValue))")
        }

        /// Returns a filter that keeps pixels whose alpha lies in a range, in a color (kept as text).
        ///
        /// - Parameters:
        ///   - min: The lowest alpha kept.
        ///   - max: The highest alpha kept.
        ///   - color: The color of the kept pixels.
        /// - Returns: The filter.
        public static func alphaThreshold(
            min: Double, max: Double = 1, color: Color = Color.black
        )
            -> GraphicsContext.Filter
        {
            Filter(description: "alphaThreshold(min: \(min), max: \(max))")
        }

        /// Returns a filter that runs a color shader (kept as text: no Metal headlessly).
        ///
        /// - Parameter shader: The shader.
        /// - Returns: The filter.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
        @available(watchOS, unavailable)
        public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
            Filter(description: "colorShader(\(shader.function.name))")
        }

        /// Returns a filter that runs a distortion shader (kept as text: no Metal headlessly).
        ///
        /// - Parameters:
        ///   - shader: The shader.
        ///   - maxSampleOffset: The largest distance a pixel moves.
        /// - Returns: The filter.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
        @available(watchOS, unavailable)
        public static func distortionShader(
            _ shader: Shader, maxSampleOffset: CGSize
        ) -> GraphicsContext.Filter {
            Filter(description: "distortionShader(\(shader.function.name))")
        }

        /// Returns a filter that runs a layer shader (kept as text: no Metal headlessly).
        ///
        /// - Parameters:
        ///   - shader: The shader.
        ///   - maxSampleOffset: The largest distance a sample is taken from.
        /// - Returns: The filter.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
        @available(watchOS, unavailable)
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
            Filter(description: "layerShader(\(shader.function.name))")
        }
    }

    /// Adds a filter that applies to subsequent drawing operations: accepted, with nothing
    /// processed headlessly (recorded in `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - options: Options for the filter.
    public mutating func addFilter(
        _ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()
    ) {
        InertCalls.recordIfOnMainActor("GraphicsContext.addFilter(_:options:)")
    }
}
