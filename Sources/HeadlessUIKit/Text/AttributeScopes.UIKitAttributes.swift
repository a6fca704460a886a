// ViewLifecycle · HeadlessUIKit

import Foundation

extension AttributeScopes {
    /// The UIKit attribute scope, so `AttributeContainer().uiKit` and `attributedString.uiKit.font` resolve headlessly.
    @available(iOS 15, tvOS 15, watchOS 8, *)
    public var uiKit: AttributeScopes.UIKitAttributes.Type { AttributeScopes.UIKitAttributes.self }

    /// UIKit's attributes for `AttributedString`: each key's name is the matching `NSAttributedString.Key` raw value.
    @available(iOS 15, tvOS 15, watchOS 8, *)
    public struct UIKitAttributes: AttributeScope {
        /// The font attribute: the text's font.
        public let font: AttributeScopes.UIKitAttributes.FontAttribute
        /// The paragraphStyle attribute: the text's paragraph style.
        public let paragraphStyle: AttributeScopes.UIKitAttributes.ParagraphStyleAttribute
        /// The foregroundColor attribute: the text's colour.
        public let foregroundColor: AttributeScopes.UIKitAttributes.ForegroundColorAttribute
        /// The backgroundColor attribute: the colour behind the text.
        public let backgroundColor: AttributeScopes.UIKitAttributes.BackgroundColorAttribute
        /// The ligature attribute: whether ligatures are used.
        public let ligature: AttributeScopes.UIKitAttributes.LigatureAttribute
        /// The kern attribute: the kerning adjustment in points.
        public let kern: AttributeScopes.UIKitAttributes.KernAttribute
        /// The tracking attribute: the tracking adjustment in points.
        public let tracking: AttributeScopes.UIKitAttributes.TrackingAttribute
        /// The strikethroughStyle attribute: the strikethrough style.
        public let strikethroughStyle: AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute
        /// The underlineStyle attribute: the underline style.
        public let underlineStyle: AttributeScopes.UIKitAttributes.UnderlineStyleAttribute
        /// The strokeColor attribute: the stroke colour.
        public let strokeColor: AttributeScopes.UIKitAttributes.StrokeColorAttribute
        /// The strokeWidth attribute: the stroke width in percent of the font size.
        public let strokeWidth: AttributeScopes.UIKitAttributes.StrokeWidthAttribute
        /// The shadow attribute: the text's shadow.
        public let shadow: AttributeScopes.UIKitAttributes.ShadowAttribute
        /// The textEffect attribute: the text effect.
        public let textEffect: AttributeScopes.UIKitAttributes.TextEffectAttribute
        /// The baselineOffset attribute: the offset from the baseline in points.
        public let baselineOffset: AttributeScopes.UIKitAttributes.BaselineOffsetAttribute
        /// The underlineColor attribute: the underline's colour.
        public let underlineColor: AttributeScopes.UIKitAttributes.UnderlineColorAttribute
        /// The strikethroughColor attribute: the strikethrough's colour.
        public let strikethroughColor: AttributeScopes.UIKitAttributes.StrikethroughColorAttribute
        /// The obliqueness attribute: the skew applied to glyphs.
        @available(
            iOS, introduced: 15.0, deprecated: 100000.0,
            message: "This attribute is not supported with TextKit 2"
        )
        public let obliqueness: AttributeScopes.UIKitAttributes.ObliquenessAttribute
        /// The expansion attribute: the log of the horizontal expansion factor.
        @available(
            iOS, introduced: 15.0, deprecated: 100000.0,
            message: "This attribute is not supported with TextKit 2"
        )
        public let expansion: AttributeScopes.UIKitAttributes.ExpansionAttribute
        /// The textItemTag attribute: the tag that marks a text item.
        @available(iOS 17.0, *)
        @available(tvOS, unavailable)
        public let textItemTag: AttributeScopes.UIKitAttributes.TextItemTagAttribute
        /// The attachment attribute: the text attachment.
        public let attachment: AttributeScopes.UIKitAttributes.AttachmentAttribute
        /// The accessibility attributes (an empty scope headlessly).
        public let accessibility: AttributeScopes.AccessibilityAttributes
        /// Foundation's attributes, nested as UIKit nests them.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The configuration used when decoding attributed strings of this scope.
        public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
        /// The configuration used when encoding attributed strings of this scope.
        public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
    }
}

@available(iOS 15, tvOS 15, watchOS 8, *)
extension AttributeDynamicLookup {
    /// Resolves `.font`, `.foregroundColor` and the other UIKit attributes by key path.
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
