// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Text {
    /// Creates a text view that displays styled attributed content.
    ///
    /// Headlessly the attributes (fonts, links, colors) are dropped: the screen text shows the
    /// characters, as VoiceOver reads them.
    ///
    /// - Parameter attributedContent: An attributed string to style and display.
    @available(iOS 15.0, tvOS 15.0, *)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
