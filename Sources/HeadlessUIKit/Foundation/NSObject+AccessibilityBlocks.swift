// ViewLifecycle · HeadlessUIKit

import Foundation

// iOS 17's block forms of the accessibility properties (UIAccessibility.h): each keeps the block set.
// Where a view's own property has a block form the view reads it first (UIView's `accessibilityLabel`).
extension NSObject {
    /// The block that answers `isAccessibilityElement` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var isAccessibilityElementBlock: AXBoolReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.isAccessibilityElementBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.isAccessibilityElementBlock") }
    }

    /// The block that answers `accessibilityLabel` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityLabelBlock: AXStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityLabelBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityLabelBlock") }
    }

    /// The block that answers `accessibilityValue` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityValueBlock: AXStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityValueBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityValueBlock") }
    }

    /// The block that answers `accessibilityHint` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityHintBlock: AXStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityHintBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityHintBlock") }
    }

    /// The block that answers `accessibilityTraits` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityTraitsBlock: AXTraitsReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityTraitsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityTraitsBlock") }
    }

    /// The block that answers `accessibilityIdentifier` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityIdentifierBlock: AXStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityIdentifierBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityIdentifierBlock") }
    }

    /// The block that answers `accessibilityHeaderElements` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityHeaderElementsBlock: AXArrayReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityHeaderElementsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityHeaderElementsBlock") }
    }

    /// The block that answers `accessibilityAttributedLabel` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityAttributedLabelBlock: AXAttributedStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityAttributedLabelBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityAttributedLabelBlock") }
    }

    /// The block that answers `accessibilityAttributedHint` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityAttributedHintBlock: AXAttributedStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityAttributedHintBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityAttributedHintBlock") }
    }

    /// The block that answers `accessibilityLanguage` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityLanguageBlock: AXStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityLanguageBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityLanguageBlock") }
    }

    /// The block that answers `accessibilityTextualContext` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityTextualContextBlock: AXTextualContextReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityTextualContextBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityTextualContextBlock") }
    }

    /// The block that answers `accessibilityUserInputLabels` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityUserInputLabelsBlock: AXStringArrayReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityUserInputLabelsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityUserInputLabelsBlock") }
    }

    /// The block that answers `accessibilityAttributedUserInputLabels` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityAttributedUserInputLabelsBlock: AXAttributedStringArrayReturnBlock? {
        get {
            GeneratedStorage.value(
                of: self, "NSObject.accessibilityAttributedUserInputLabelsBlock", default: nil)
        }
        set {
            GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityAttributedUserInputLabelsBlock")
        }
    }

    /// The block that answers `accessibilityAttributedValue` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityAttributedValueBlock: AXAttributedStringReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityAttributedValueBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityAttributedValueBlock") }
    }

    /// The block that answers `accessibilityElementsHidden` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityElementsHiddenBlock: AXBoolReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityElementsHiddenBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityElementsHiddenBlock") }
    }

    /// The block that answers `accessibilityRespondsToUserInteraction` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityRespondsToUserInteractionBlock: AXBoolReturnBlock? {
        get {
            GeneratedStorage.value(
                of: self, "NSObject.accessibilityRespondsToUserInteractionBlock", default: nil)
        }
        set {
            GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityRespondsToUserInteractionBlock")
        }
    }

    /// The block that answers `accessibilityViewIsModal` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityViewIsModalBlock: AXBoolReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityViewIsModalBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityViewIsModalBlock") }
    }

    /// The block that answers `accessibilityShouldGroupAccessibilityChildren` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityShouldGroupAccessibilityChildrenBlock: AXBoolReturnBlock? {
        get {
            GeneratedStorage.value(
                of: self, "NSObject.accessibilityShouldGroupAccessibilityChildrenBlock", default: nil)
        }
        set {
            GeneratedStorage.set(
                newValue, of: self, "NSObject.accessibilityShouldGroupAccessibilityChildrenBlock")
        }
    }

    /// The block that answers `accessibilityElements` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityElementsBlock: AXArrayReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityElementsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityElementsBlock") }
    }

    /// The block that answers `automationElements` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var automationElementsBlock: AXArrayReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.automationElementsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.automationElementsBlock") }
    }

    /// The block that answers `accessibilityContainerType` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityContainerTypeBlock: AXContainerTypeReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityContainerTypeBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityContainerTypeBlock") }
    }

    /// The block that answers `accessibilityActivationPoint` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityActivationPointBlock: AXPointReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityActivationPointBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityActivationPointBlock") }
    }

    /// The block that answers `accessibilityFrame` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityFrameBlock: AXRectReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityFrameBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityFrameBlock") }
    }

    /// The block that answers `accessibilityNavigationStyle` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityNavigationStyleBlock: AXNavigationStyleReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityNavigationStyleBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityNavigationStyleBlock") }
    }

    /// The block that answers `accessibilityPath` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityPathBlock: AXPathReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityPathBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityPathBlock") }
    }

    /// The block that answers `accessibilityActivate` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityActivateBlock: AXBoolReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityActivateBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityActivateBlock") }
    }

    /// The block that answers `accessibilityIncrement` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityIncrementBlock: AXVoidReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityIncrementBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityIncrementBlock") }
    }

    /// The block that answers `accessibilityDecrement` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityDecrementBlock: AXVoidReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityDecrementBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityDecrementBlock") }
    }

    /// The block that answers `accessibilityPerformEscape` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityPerformEscapeBlock: AXBoolReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityPerformEscapeBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityPerformEscapeBlock") }
    }

    /// The block that answers `accessibilityMagicTap` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityMagicTapBlock: AXBoolReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityMagicTapBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityMagicTapBlock") }
    }

    /// The block that answers `accessibilityCustomActions` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityCustomActionsBlock: AXCustomActionsReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityCustomActionsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityCustomActionsBlock") }
    }

    /// The block that answers `accessibilityCustomRotors` in place of the property; kept as set.
    @available(iOS 17.0, tvOS 17.0, *)
    public var accessibilityCustomRotorsBlock: AXCustomRotorsReturnBlock? {
        get { GeneratedStorage.value(of: self, "NSObject.accessibilityCustomRotorsBlock", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "NSObject.accessibilityCustomRotorsBlock") }
    }
}
