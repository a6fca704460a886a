// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A Metal shader library, named by where it comes from: headlessly there is no Metal, so a
/// library is only that origin, its functions are names, and nothing is compiled or run.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@dynamicMemberLookup public struct ShaderLibrary: Equatable, @unchecked Sendable {
    /// Where the library comes from.
    enum Origin: Equatable {
        case bundle(URL)
        case data(Data)
        case url(URL)
    }

    /// Where the library comes from.
    let origin: Origin

    /// The library of the app's main bundle.
    public static let `default` = ShaderLibrary(origin: .bundle(Bundle.main.bundleURL))

    /// Returns the default library of a bundle.
    ///
    /// - Parameter bundle: The bundle.
    /// - Returns: The library.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(origin: .bundle(bundle.bundleURL))
    }

    /// Creates a library from compiled Metal library data (kept, not loaded).
    ///
    /// - Parameter data: The library's data.
    public init(data: Data) { origin = .data(data) }

    /// Creates a library from the file at a URL (kept, not loaded).
    ///
    /// - Parameter url: The library file's URL.
    public init(url: URL) { origin = .url(url) }

    /// A library from its origin.
    init(origin: Origin) { self.origin = origin }

    /// The function of the default library with the member's name.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function of this library with the member's name.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// Whether two libraries come from the same place.
    ///
    /// - Parameters:
    ///   - lhs: A library.
    ///   - rhs: Another library.
    /// - Returns: Whether they are equal.
    public static func == (lhs: ShaderLibrary, rhs: ShaderLibrary) -> Bool { lhs.origin == rhs.origin }
}
