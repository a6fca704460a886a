// ViewLifecycle · HeadlessSwiftUI

import Foundation
import HeadlessUIKit

extension Color {
    /// Creates a color from a Core Graphics color, keeping its red, green, blue and alpha
    /// components (a grey's white component stands for all three).
    ///
    /// - Parameter cgColor: A `CGColor` instance.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(cgColor: CGColor) {
        let parts = (cgColor.components ?? [0, 0, 0, 1]).map { Double($0) }
        let opacity = parts.count > 1 ? parts[parts.count - 1] : 1
        if parts.count >= 4 {
            self.init(.sRGB, red: parts[0], green: parts[1], blue: parts[2], opacity: opacity)
        } else {
            let white = parts.first ?? 0
            self.init(.sRGB, red: white, green: white, blue: white, opacity: opacity)
        }
    }

    /// Creates a color from a Core Graphics color.
    ///
    /// - Parameter cgColor: A `CGColor` instance.
    @available(
        iOS, introduced: 14.0, deprecated: 100000.0,
        message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly"
    )
    @available(
        macOS, introduced: 11.0, deprecated: 100000.0,
        message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly"
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 100000.0,
        message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0,
        message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly"
    )
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// A Core Graphics representation of the color, if available: a color made from components
    /// has one; a standard or asset color adapts to its context, so it has none (`nil`).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "resolve(in:)")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, renamed: "resolve(in:)")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "resolve(in:)")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, renamed: "resolve(in:)")
    public var cgColor: CGColor? {
        guard name.hasPrefix("#(") || name.hasPrefix("white(") else { return nil }
        let rgba = headlessComponents
        return CGColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
    }
}
