// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shader function with its arguments, as a value: headlessly there is no Metal, so a shader
/// is stored and compared, never compiled or run (a shape filled with it draws nothing).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct Shader: Equatable, Sendable {
    /// One argument passed to a shader function, stored as given.
    public struct Argument: Equatable, Sendable {
        /// What the argument is.
        enum Value: Equatable, Sendable {
            case floats([Float])
            case floatArray([Float])
            case boundingRect
            case color(Color)
            case colorArray([Color])
            case image(Image)
            case data(Data)
        }

        /// What the argument is.
        let value: Value

        /// One float.
        @usableFromInline static func _float(_ x: Float) -> Shader.Argument { Argument(value: .floats([x])) }

        /// Two floats.
        @usableFromInline static func _float2(_ x: Float, _ y: Float) -> Shader.Argument {
            Argument(value: .floats([x, y]))
        }

        /// Three floats.
        @usableFromInline static func _float3(_ x: Float, _ y: Float, _ z: Float) -> Shader.Argument {
            Argument(value: .floats([x, y, z]))
        }

        /// Four floats.
        @usableFromInline static func _float4(
            _ x: Float, _ y: Float, _ z: Float, _ w: Float
        ) -> Shader.Argument {
            Argument(value: .floats([x, y, z, w]))
        }

        /// A `float` argument.
        ///
        /// - Parameter x: The value.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float<T>(_ x: T) -> Shader.Argument
        where T: BinaryFloatingPoint {
            _float(Float(x))
        }

        /// A `float2` argument.
        ///
        /// - Parameters:
        ///   - x: The first component.
        ///   - y: The second component.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float2<T>(_ x: T, _ y: T) -> Shader.Argument
        where T: BinaryFloatingPoint {
            _float2(Float(x), Float(y))
        }

        /// A `float3` argument.
        ///
        /// - Parameters:
        ///   - x: The first component.
        ///   - y: The second component.
        ///   - z: The third component.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float3<T>(_ x: T, _ y: T, _ z: T) -> Shader.Argument
        where T: BinaryFloatingPoint {
            _float3(Float(x), Float(y), Float(z))
        }

        /// A `float4` argument.
        ///
        /// - Parameters:
        ///   - x: The first component.
        ///   - y: The second component.
        ///   - z: The third component.
        ///   - w: The fourth component.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float4<T>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument
        where T: BinaryFloatingPoint {
            _float4(Float(x), Float(y), Float(z), Float(w))
        }

        /// A `float2` argument from a point.
        ///
        /// - Parameter point: The point.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float2(_ point: CGPoint) -> Shader.Argument {
            _float2(Float(point.x), Float(point.y))
        }

        /// A `float2` argument from a size.
        ///
        /// - Parameter size: The size.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float2(_ size: CGSize) -> Shader.Argument {
            _float2(Float(size.width), Float(size.height))
        }

        /// A `float2` argument from a vector.
        ///
        /// - Parameter vector: The vector.
        /// - Returns: The argument.
        @_alwaysEmitIntoClient public static func float2(_ vector: CGVector) -> Shader.Argument {
            _float2(Float(vector.dx), Float(vector.dy))
        }

        /// An array-of-floats argument.
        ///
        /// - Parameter array: The floats.
        /// - Returns: The argument.
        public static func floatArray(_ array: [Float]) -> Shader.Argument {
            Argument(value: .floatArray(array))
        }

        /// The argument that receives the bounding rectangle of what the shader draws.
        public static var boundingRect: Shader.Argument { Argument(value: .boundingRect) }

        /// A color argument.
        ///
        /// - Parameter color: The color.
        /// - Returns: The argument.
        public static func color(_ color: Color) -> Shader.Argument { Argument(value: .color(color)) }

        /// An array-of-colors argument.
        ///
        /// - Parameter array: The colors.
        /// - Returns: The argument.
        public static func colorArray(_ array: [Color]) -> Shader.Argument {
            Argument(value: .colorArray(array))
        }

        /// An image argument.
        ///
        /// - Parameter image: The image.
        /// - Returns: The argument.
        public static func image(_ image: Image) -> Shader.Argument { Argument(value: .image(image)) }

        /// A raw-bytes argument.
        ///
        /// - Parameter data: The bytes.
        /// - Returns: The argument.
        public static func data(_ data: Data) -> Shader.Argument { Argument(value: .data(data)) }

        /// Whether two arguments are the same value.
        ///
        /// - Parameters:
        ///   - a: An argument.
        ///   - b: Another argument.
        /// - Returns: Whether they are equal.
        public static func == (a: Shader.Argument, b: Shader.Argument) -> Bool { a.value == b.value }
    }

    /// The shader function.
    public var function: ShaderFunction
    /// The arguments passed to the function.
    public var arguments: [Shader.Argument]
    /// Whether the shader's output is dithered (stored; false by default).
    public var dithersColor: Bool = false

    /// Creates a shader from a function and its arguments.
    ///
    /// - Parameters:
    ///   - function: The function.
    ///   - arguments: The arguments.
    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Whether two shaders have the same function, arguments and dithering.
    ///
    /// - Parameters:
    ///   - a: A shader.
    ///   - b: Another shader.
    /// - Returns: Whether they are equal.
    public static func == (a: Shader, b: Shader) -> Bool {
        a.function == b.function && a.arguments == b.arguments && a.dithersColor == b.dithersColor
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Shader: ShapeStyle {
    /// A shader resolves to nothing headlessly.
    public typealias Resolved = Never
}
