// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 15.0, macOS 12.0, *)
extension AttributeScopes {
    /// The scope of SwiftUI's attributes, so `AttributedString` runs can carry them (`\.swiftUI`).
    public var swiftUI: AttributeScopes.SwiftUIAttributes.Type { AttributeScopes.SwiftUIAttributes.self }

    /// SwiftUI's attributes for attributed strings, with Foundation's: stored on the runs and
    /// read back; `Text(_:)` shows only the characters headlessly (nothing is drawn).
    ///
    /// Apple's scope also holds `accessibility` (`AttributeScopes.AccessibilityAttributes`),
    /// which swift-corelibs-foundation lacks, so it is left out.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the run.
        public let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        /// The foreground color of the run.
        public let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        /// The background color of the run.
        public let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        /// The strikethrough style of the run.
        public let strikethroughStyle: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
        /// The underline style of the run.
        public let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        /// The kerning of the run.
        public let kern: AttributeScopes.SwiftUIAttributes.KerningAttribute
        /// The tracking of the run.
        public let tracking: AttributeScopes.SwiftUIAttributes.TrackingAttribute
        /// The baseline offset of the run.
        public let baselineOffset: AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
        /// Foundation's attributes, included in this scope.
        public let foundation: AttributeScopes.FoundationAttributes

        /// How the scope's codable attributes decode.
        public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
        /// How the scope's codable attributes encode.
        public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
    }
}

// The keys' names follow SwiftUI's `SwiftUI.<Name>` form (a guess; see Docs/Evidence.md).
@available(iOS 15.0, macOS 12.0, *)
extension AttributeScopes.SwiftUIAttributes {
    /// The key of a run's font.
    @frozen public enum FontAttribute: AttributedStringKey {
        /// A font.
        public typealias Value = Font
        /// The key's name.
        public static let name = "SwiftUI.Font"
    }

    /// The key of a run's foreground color.
    @frozen public enum ForegroundColorAttribute: AttributedStringKey {
        /// A color.
        public typealias Value = Color
        /// The key's name.
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The key of a run's background color.
    @frozen public enum BackgroundColorAttribute: AttributedStringKey {
        /// A color.
        public typealias Value = Color
        /// The key's name.
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// The key of a run's strikethrough style.
    @frozen public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// A line style.
        public typealias Value = Text.LineStyle
        /// The key's name.
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The key of a run's underline style.
    @frozen public enum UnderlineStyleAttribute: AttributedStringKey {
        /// A line style.
        public typealias Value = Text.LineStyle
        /// The key's name.
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The key of a run's kerning, which encodes with the string.
    @frozen public enum KerningAttribute: CodableAttributedStringKey {
        /// A distance in points.
        public typealias Value = CGFloat
        /// The key's name.
        public static let name = "SwiftUI.Kern"
    }

    /// The key of a run's tracking, which encodes with the string.
    @frozen public enum TrackingAttribute: CodableAttributedStringKey {
        /// A distance in points.
        public typealias Value = CGFloat
        /// The key's name.
        public static let name = "SwiftUI.Tracking"
    }

    /// The key of a run's baseline offset, which encodes with the string.
    @frozen public enum BaselineOffsetAttribute: CodableAttributedStringKey {
        /// A distance in points.
        public typealias Value = CGFloat
        /// The key's name.
        public static let name = "SwiftUI.BaselineOffset"
    }
}

@available(iOS 15.0, macOS 12.0, *)
extension AttributeDynamicLookup {
    /// Reaches SwiftUI's attributes by name on a run or string (`string.foregroundColor`).
    public subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T
    where T: AttributedStringKey { self[T.self] }
}
