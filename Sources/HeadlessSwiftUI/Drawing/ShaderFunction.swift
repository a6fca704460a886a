// ViewLifecycle · HeadlessSwiftUI

/// A function of a shader library, named; calling it with arguments makes a ``Shader`` value
/// (kept, never run: there is no Metal headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@dynamicCallable public struct ShaderFunction: Equatable, Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// Creates a function of a library.
    ///
    /// - Parameters:
    ///   - library: The library.
    ///   - name: The function's name.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// Returns a shader of this function with the arguments given.
    ///
    /// - Parameter args: The arguments.
    /// - Returns: The shader.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }

    /// Whether two functions have the same library and name.
    ///
    /// - Parameters:
    ///   - a: A function.
    ///   - b: Another function.
    /// - Returns: Whether they are equal.
    public static func == (a: ShaderFunction, b: ShaderFunction) -> Bool {
        a.library == b.library && a.name == b.name
    }
}
