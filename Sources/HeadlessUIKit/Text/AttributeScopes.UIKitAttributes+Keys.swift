// ViewLifecycle · HeadlessUIKit

import Foundation

// UIKit's attribute keys for AttributedString, with the names NSAttributedString.Key uses.
@available(iOS 15, tvOS 15, watchOS 8, *)
extension AttributeScopes.UIKitAttributes {
    /// The key of the `font` attribute; its values are `UIFont`.
    @frozen public enum FontAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = UIFont
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSFont"
    }

    /// The key of the `paragraphStyle` attribute; its values are `NSParagraphStyle`.
    @frozen public enum ParagraphStyleAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = NSParagraphStyle
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSParagraphStyle"
    }

    /// The key of the `foregroundColor` attribute; its values are `UIColor`.
    @frozen public enum ForegroundColorAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = UIColor
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSColor"
    }

    /// The key of the `backgroundColor` attribute; its values are `UIColor`.
    @frozen public enum BackgroundColorAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = UIColor
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSBackgroundColor"
    }

    /// The key of the `ligature` attribute; its values are `Int`.
    @frozen public enum LigatureAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = Int
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSLigature"
    }

    /// The key of the `kern` attribute; its values are `CGFloat`.
    @frozen public enum KernAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSKern"
    }

    /// The key of the `tracking` attribute; its values are `CGFloat`.
    @frozen public enum TrackingAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSTracking"
    }

    /// The key of the `strikethroughStyle` attribute; its values are `NSUnderlineStyle`.
    @frozen public enum StrikethroughStyleAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = NSUnderlineStyle
        /// The Objective-C form of the value.
        public typealias ObjectiveCValue = NSNumber
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSStrikethrough"

        /// Encodes the style as its raw integer.
        public static func encode(_ value: NSUnderlineStyle, to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value.rawValue)
        }

        /// Decodes the style from its raw integer.
        public static func decode(from decoder: any Decoder) throws -> NSUnderlineStyle {
            let container = try decoder.singleValueContainer()
            return NSUnderlineStyle(rawValue: try container.decode(Int.self))
        }
    }

    /// The key of the `underlineStyle` attribute; its values are `NSUnderlineStyle`.
    @frozen public enum UnderlineStyleAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = NSUnderlineStyle
        /// The Objective-C form of the value.
        public typealias ObjectiveCValue = NSNumber
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSUnderline"

        /// Encodes the style as its raw integer.
        public static func encode(_ value: NSUnderlineStyle, to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value.rawValue)
        }

        /// Decodes the style from its raw integer.
        public static func decode(from decoder: any Decoder) throws -> NSUnderlineStyle {
            let container = try decoder.singleValueContainer()
            return NSUnderlineStyle(rawValue: try container.decode(Int.self))
        }
    }

    /// The key of the `strokeColor` attribute; its values are `UIColor`.
    @frozen public enum StrokeColorAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = UIColor
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSStrokeColor"
    }

    /// The key of the `strokeWidth` attribute; its values are `CGFloat`.
    @frozen public enum StrokeWidthAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSStrokeWidth"
    }

    /// The key of the `shadow` attribute; its values are `NSShadow`.
    @frozen public enum ShadowAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = NSShadow
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSShadow"
    }

    /// The key of the `textEffect` attribute; its values are `TextEffectStyle`.
    @frozen public enum TextEffectAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = NSAttributedString.TextEffectStyle
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSTextEffect"

        /// Encodes the effect as its raw string.
        public static func encode(_ value: NSAttributedString.TextEffectStyle, to encoder: any Encoder) throws
        {
            var container = encoder.singleValueContainer()
            try container.encode(value.rawValue)
        }

        /// Decodes the effect from its raw string.
        public static func decode(from decoder: any Decoder) throws -> NSAttributedString.TextEffectStyle {
            let container = try decoder.singleValueContainer()
            return NSAttributedString.TextEffectStyle(rawValue: try container.decode(String.self))
        }
    }

    /// The key of the `baselineOffset` attribute; its values are `CGFloat`.
    @frozen public enum BaselineOffsetAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSBaselineOffset"
    }

    /// The key of the `underlineColor` attribute; its values are `UIColor`.
    @frozen public enum UnderlineColorAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = UIColor
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSUnderlineColor"
    }

    /// The key of the `strikethroughColor` attribute; its values are `UIColor`.
    @frozen public enum StrikethroughColorAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = UIColor
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSStrikethroughColor"
    }

    /// The key of the `obliqueness` attribute; its values are `CGFloat`.
    @available(
        iOS, introduced: 15.0, deprecated: 100000.0, message: "This attribute is not supported with TextKit 2"
    )
    @frozen public enum ObliquenessAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSObliqueness"
    }

    /// The key of the `expansion` attribute; its values are `CGFloat`.
    @available(
        iOS, introduced: 15.0, deprecated: 100000.0, message: "This attribute is not supported with TextKit 2"
    )
    @frozen public enum ExpansionAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSExpansion"
    }

    /// The key of the `textItemTag` attribute; its values are `String`.
    @available(iOS 17.0, *)
    @available(tvOS, unavailable)
    @frozen public enum TextItemTagAttribute: CodableAttributedStringKey {
        /// The attribute's value type.
        public typealias Value = String
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "UITextItemTagAttributeName"
    }

    /// The key of the `attachment` attribute; its values are `NSTextAttachment`.
    @frozen public enum AttachmentAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = NSTextAttachment
        /// The attribute's name, the same as `NSAttributedString.Key`'s raw value.
        public static let name: String = "NSAttachment"
    }
}
