// ViewLifecycle · HeadlessSwiftUI

import Foundation

#if canImport(CoreText)
    import CoreText

    extension Font {
        /// Creates a font from a Core Text font (a `UIFont` passes as one: the two are toll-free
        /// bridged).
        ///
        /// - Parameter font: The font.
        public init(_ font: CTFont) {
            self.init("CTFont(\(CTFontCopyPostScriptName(font) as String), size: \(CTFontGetSize(font)))")
        }
    }
#else
    /// Core Text's font, which UIKit's font is toll-free bridged to; without Core Text it is the
    /// font itself, so `Font(uiFont)` compiles as on a device.
    public typealias CTFont = UIFont

    extension Font {
        /// Creates a font from a Core Text font (a `UIFont` passes as one: the two are toll-free
        /// bridged).
        ///
        /// - Parameter font: The font.
        public init(_ font: CTFont) {
            self.init("CTFont(\(font.fontName), size: \(font.pointSize))")
        }
    }
#endif
