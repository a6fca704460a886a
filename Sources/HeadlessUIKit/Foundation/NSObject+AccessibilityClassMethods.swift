// ViewLifecycle · HeadlessUIKit

import Foundation

// The class-object forms of NSObject's accessibility properties: Objective-C lets the NSObject class
// itself answer them, so Swift sees each property as a getter and setter class method too. No class
// object is an accessibility element headlessly: the getters give the properties' starting values and
// the setters keep nothing; each call is recorded among the inert calls.
extension NSObject {
    /// The class object's `accessibilityElements`: its starting value headlessly (recorded among the inert calls).
    @MainActor @preconcurrency
    public class func accessibilityElements() -> [Any]? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityElements()")
        return nil
    }

    /// Sets the class object's `accessibilityElements`: kept nowhere headlessly (recorded among the inert calls).
    @MainActor @preconcurrency
    public class func setAccessibilityElements(_ value: [Any]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityElements(_:)")
    }

    /// The class object's `accessibilityContainerType`: its starting value headlessly (recorded among the inert calls).
    @MainActor @preconcurrency
    public class func accessibilityContainerType() -> UIAccessibilityContainerType {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityContainerType()")
        return .none
    }

    /// Sets the class object's `accessibilityContainerType`: kept nowhere headlessly (recorded among the inert calls).
    @MainActor @preconcurrency
    public class func setAccessibilityContainerType(_ value: UIAccessibilityContainerType) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityContainerType(_:)")
    }

    /// The class object's `automationElements`: its starting value headlessly (recorded among the inert calls).
    @MainActor @preconcurrency
    public class func automationElements() -> [Any]? {
        InertCalls.recordIfOnMainActor("NSObject.automationElements()")
        return nil
    }

    /// Sets the class object's `automationElements`: kept nowhere headlessly (recorded among the inert calls).
    @MainActor @preconcurrency
    public class func setAutomationElements(_ value: [Any]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAutomationElements(_:)")
    }

    /// The class object's `isAccessibilityElement`: its starting value headlessly (recorded among the inert calls).
    public class func isAccessibilityElement() -> Bool {
        InertCalls.recordIfOnMainActor("NSObject.isAccessibilityElement()")
        return false
    }

    /// Sets the class object's `isAccessibilityElement`: kept nowhere headlessly (recorded among the inert calls).
    public class func setIsAccessibilityElement(_ value: Bool) {
        InertCalls.recordIfOnMainActor("NSObject.setIsAccessibilityElement(_:)")
    }

    /// The class object's `accessibilityLabel`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityLabel() -> String? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityLabel()")
        return nil
    }

    /// Sets the class object's `accessibilityLabel`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityLabel(_ value: String?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityLabel(_:)")
    }

    /// Sets the class object's `accessibilityLabel`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityLabel(_ value: AXStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityLabel(_:)")
    }

    /// The class object's `accessibilityAttributedLabel`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedLabel() -> NSAttributedString? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedLabel()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedLabel`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedLabel(_ value: NSAttributedString?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedLabel(_:)")
    }

    /// Sets the class object's `accessibilityAttributedLabel`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedLabel(_ value: AXAttributedStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedLabel(_:)")
    }

    /// The class object's `accessibilityHint`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityHint() -> String? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityHint()")
        return nil
    }

    /// Sets the class object's `accessibilityHint`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityHint(_ value: String?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityHint(_:)")
    }

    /// The class object's `accessibilityAttributedHint`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedHint() -> NSAttributedString? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedHint()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedHint`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedHint(_ value: NSAttributedString?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedHint(_:)")
    }

    /// The class object's `accessibilityValue`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityValue() -> String? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityValue()")
        return nil
    }

    /// Sets the class object's `accessibilityValue`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityValue(_ value: String?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityValue(_:)")
    }

    /// The class object's `accessibilityAttributedValue`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedValue() -> NSAttributedString? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedValue()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedValue`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedValue(_ value: NSAttributedString?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedValue(_:)")
    }

    /// The class object's `accessibilityTraits`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityTraits() -> UIAccessibilityTraits {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityTraits()")
        return .none
    }

    /// Sets the class object's `accessibilityTraits`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityTraits(_ value: UIAccessibilityTraits) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityTraits(_:)")
    }

    /// The class object's `accessibilityFrame`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityFrame() -> CGRect {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityFrame()")
        return .zero
    }

    /// Sets the class object's `accessibilityFrame`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityFrame(_ value: CGRect) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityFrame(_:)")
    }

    /// The class object's `accessibilityPath`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityPath() -> UIBezierPath? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityPath()")
        return nil
    }

    /// Sets the class object's `accessibilityPath`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityPath(_ value: UIBezierPath?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityPath(_:)")
    }

    /// The class object's `accessibilityActivationPoint`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityActivationPoint() -> CGPoint {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityActivationPoint()")
        return .zero
    }

    /// Sets the class object's `accessibilityActivationPoint`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityActivationPoint(_ value: CGPoint) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityActivationPoint(_:)")
    }

    /// The class object's `accessibilityLanguage`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityLanguage() -> String? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityLanguage()")
        return nil
    }

    /// Sets the class object's `accessibilityLanguage`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityLanguage(_ value: String?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityLanguage(_:)")
    }

    /// The class object's `accessibilityElementsHidden`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityElementsHidden() -> Bool {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityElementsHidden()")
        return false
    }

    /// Sets the class object's `accessibilityElementsHidden`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityElementsHidden(_ value: Bool) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityElementsHidden(_:)")
    }

    /// The class object's `accessibilityViewIsModal`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityViewIsModal() -> Bool {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityViewIsModal()")
        return false
    }

    /// Sets the class object's `accessibilityViewIsModal`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityViewIsModal(_ value: Bool) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityViewIsModal(_:)")
    }

    /// The class object's `shouldGroupAccessibilityChildren`: its starting value headlessly (recorded among the inert calls).
    public class func shouldGroupAccessibilityChildren() -> Bool {
        InertCalls.recordIfOnMainActor("NSObject.shouldGroupAccessibilityChildren()")
        return false
    }

    /// Sets the class object's `shouldGroupAccessibilityChildren`: kept nowhere headlessly (recorded among the inert calls).
    public class func setShouldGroupAccessibilityChildren(_ value: Bool) {
        InertCalls.recordIfOnMainActor("NSObject.setShouldGroupAccessibilityChildren(_:)")
    }

    /// The class object's `accessibilityNavigationStyle`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityNavigationStyle() -> UIAccessibilityNavigationStyle {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityNavigationStyle()")
        return .automatic
    }

    /// Sets the class object's `accessibilityNavigationStyle`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityNavigationStyle(_ value: UIAccessibilityNavigationStyle) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityNavigationStyle(_:)")
    }

    /// The class object's `accessibilityRespondsToUserInteraction`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityRespondsToUserInteraction() -> Bool {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityRespondsToUserInteraction()")
        return false
    }

    /// Sets the class object's `accessibilityRespondsToUserInteraction`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityRespondsToUserInteraction(_ value: Bool) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityRespondsToUserInteraction(_:)")
    }

    /// The class object's `accessibilityUserInputLabels`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityUserInputLabels() -> [String]! {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityUserInputLabels()")
        return nil
    }

    /// Sets the class object's `accessibilityUserInputLabels`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityUserInputLabels(_ value: [String]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityUserInputLabels(_:)")
    }

    /// The class object's `accessibilityAttributedUserInputLabels`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedUserInputLabels() -> [NSAttributedString]! {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedUserInputLabels()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedUserInputLabels`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedUserInputLabels(_ value: [NSAttributedString]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedUserInputLabels(_:)")
    }

    /// The class object's `accessibilityHeaderElements`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityHeaderElements() -> [Any]? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityHeaderElements()")
        return nil
    }

    /// Sets the class object's `accessibilityHeaderElements`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityHeaderElements(_ value: [Any]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityHeaderElements(_:)")
    }

    /// The class object's `accessibilityTextualContext`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityTextualContext() -> UIAccessibilityTextualContext? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityTextualContext()")
        return nil
    }

    /// Sets the class object's `accessibilityTextualContext`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityTextualContext(_ value: UIAccessibilityTextualContext?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityTextualContext(_:)")
    }

    /// The class object's `accessibilityDirectTouchOptions`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityDirectTouchOptions() -> UIAccessibility.DirectTouchOptions {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityDirectTouchOptions()")
        return []
    }

    /// Sets the class object's `accessibilityDirectTouchOptions`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityDirectTouchOptions(_ value: UIAccessibility.DirectTouchOptions) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityDirectTouchOptions(_:)")
    }

    /// The class object's `isAccessibilityElementBlock`: its starting value headlessly (recorded among the inert calls).
    public class func isAccessibilityElementBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.isAccessibilityElementBlock()")
        return nil
    }

    /// Sets the class object's `isAccessibilityElementBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setIsAccessibilityElementBlock(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setIsAccessibilityElementBlock(_:)")
    }

    /// The class object's `accessibilityLabelBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityLabelBlock() -> AXStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityLabelBlock()")
        return nil
    }

    /// The class object's `accessibilityValueBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityValueBlock() -> AXStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityValueBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityValueBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityValueBlock(_ value: AXStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityValueBlock(_:)")
    }

    /// The class object's `accessibilityHintBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityHintBlock() -> AXStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityHintBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityHintBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityHintBlock(_ value: AXStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityHintBlock(_:)")
    }

    /// The class object's `accessibilityTraitsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityTraitsBlock() -> AXTraitsReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityTraitsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityTraitsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityTraitsBlock(_ value: AXTraitsReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityTraitsBlock(_:)")
    }

    /// The class object's `accessibilityIdentifierBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityIdentifierBlock() -> AXStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityIdentifierBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityIdentifierBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityIdentifierBlock(_ value: AXStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityIdentifierBlock(_:)")
    }

    /// The class object's `accessibilityHeaderElementsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityHeaderElementsBlock() -> AXArrayReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityHeaderElementsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityHeaderElementsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityHeaderElementsBlock(_ value: AXArrayReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityHeaderElementsBlock(_:)")
    }

    /// The class object's `accessibilityAttributedLabelBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedLabelBlock() -> AXAttributedStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedLabelBlock()")
        return nil
    }

    /// The class object's `accessibilityAttributedHintBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedHintBlock() -> AXAttributedStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedHintBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedHintBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedHintBlock(_ value: AXAttributedStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedHintBlock(_:)")
    }

    /// The class object's `accessibilityLanguageBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityLanguageBlock() -> AXStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityLanguageBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityLanguageBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityLanguageBlock(_ value: AXStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityLanguageBlock(_:)")
    }

    /// The class object's `accessibilityTextualContextBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityTextualContextBlock() -> AXTextualContextReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityTextualContextBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityTextualContextBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityTextualContextBlock(_ value: AXTextualContextReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityTextualContextBlock(_:)")
    }

    /// The class object's `accessibilityUserInputLabelsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityUserInputLabelsBlock() -> AXStringArrayReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityUserInputLabelsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityUserInputLabelsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityUserInputLabelsBlock(_ value: AXStringArrayReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityUserInputLabelsBlock(_:)")
    }

    /// The class object's `accessibilityAttributedUserInputLabelsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedUserInputLabelsBlock() -> AXAttributedStringArrayReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedUserInputLabelsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedUserInputLabelsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedUserInputLabelsBlock(
        _ value: AXAttributedStringArrayReturnBlock?
    ) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedUserInputLabelsBlock(_:)")
    }

    /// The class object's `accessibilityAttributedValueBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityAttributedValueBlock() -> AXAttributedStringReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityAttributedValueBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityAttributedValueBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityAttributedValueBlock(_ value: AXAttributedStringReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityAttributedValueBlock(_:)")
    }

    /// The class object's `accessibilityElementsHiddenBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityElementsHiddenBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityElementsHiddenBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityElementsHiddenBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityElementsHiddenBlock(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityElementsHiddenBlock(_:)")
    }

    /// The class object's `accessibilityRespondsToUserInteractionBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityRespondsToUserInteractionBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityRespondsToUserInteractionBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityRespondsToUserInteractionBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityRespondsToUserInteractionBlock(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityRespondsToUserInteractionBlock(_:)")
    }

    /// The class object's `accessibilityViewIsModalBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityViewIsModalBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityViewIsModalBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityViewIsModalBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityViewIsModalBlock(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityViewIsModalBlock(_:)")
    }

    /// The class object's `accessibilityShouldGroupAccessibilityChildrenBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityShouldGroupAccessibilityChildrenBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityShouldGroupAccessibilityChildrenBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityShouldGroupAccessibilityChildrenBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityShouldGroupAccessibilityChildrenBlock(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityShouldGroupAccessibilityChildrenBlock(_:)")
    }

    /// The class object's `accessibilityElementsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityElementsBlock() -> AXArrayReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityElementsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityElementsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityElementsBlock(_ value: AXArrayReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityElementsBlock(_:)")
    }

    /// The class object's `automationElementsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func automationElementsBlock() -> AXArrayReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.automationElementsBlock()")
        return nil
    }

    /// Sets the class object's `automationElementsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAutomationElementsBlock(_ value: AXArrayReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAutomationElementsBlock(_:)")
    }

    /// The class object's `accessibilityContainerTypeBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityContainerTypeBlock() -> AXContainerTypeReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityContainerTypeBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityContainerTypeBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityContainerTypeBlock(_ value: AXContainerTypeReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityContainerTypeBlock(_:)")
    }

    /// The class object's `accessibilityActivationPointBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityActivationPointBlock() -> AXPointReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityActivationPointBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityActivationPointBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityActivationPointBlock(_ value: AXPointReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityActivationPointBlock(_:)")
    }

    /// The class object's `accessibilityFrameBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityFrameBlock() -> AXRectReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityFrameBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityFrameBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityFrameBlock(_ value: AXRectReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityFrameBlock(_:)")
    }

    /// The class object's `accessibilityNavigationStyleBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityNavigationStyleBlock() -> AXNavigationStyleReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityNavigationStyleBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityNavigationStyleBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityNavigationStyleBlock(_ value: AXNavigationStyleReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityNavigationStyleBlock(_:)")
    }

    /// The class object's `accessibilityPathBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityPathBlock() -> AXPathReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityPathBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityPathBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityPathBlock(_ value: AXPathReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityPathBlock(_:)")
    }

    /// The class object's `accessibilityActivateBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityActivateBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityActivateBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityActivate`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityActivate(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityActivate(_:)")
    }

    /// The class object's `accessibilityIncrementBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityIncrementBlock() -> AXVoidReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityIncrementBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityIncrementBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityIncrementBlock(_ value: AXVoidReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityIncrementBlock(_:)")
    }

    /// The class object's `accessibilityDecrementBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityDecrementBlock() -> AXVoidReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityDecrementBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityDecrementBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityDecrementBlock(_ value: AXVoidReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityDecrementBlock(_:)")
    }

    /// The class object's `accessibilityPerformEscapeBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityPerformEscapeBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityPerformEscapeBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityPerformEscape`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityPerformEscape(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityPerformEscape(_:)")
    }

    /// The class object's `accessibilityMagicTapBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityMagicTapBlock() -> AXBoolReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityMagicTapBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityMagicTap`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityMagicTap(_ value: AXBoolReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityMagicTap(_:)")
    }

    /// The class object's `accessibilityCustomActionsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityCustomActionsBlock() -> AXCustomActionsReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityCustomActionsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityCustomActionsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityCustomActionsBlock(_ value: AXCustomActionsReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityCustomActionsBlock(_:)")
    }

    /// The class object's `accessibilityCustomActions`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityCustomActions() -> [UIAccessibilityCustomAction]? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityCustomActions()")
        return nil
    }

    /// Sets the class object's `accessibilityCustomActions`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityCustomActions(_ value: [UIAccessibilityCustomAction]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityCustomActions(_:)")
    }

    /// The class object's `accessibilityDragSourceDescriptors`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityDragSourceDescriptors() -> [UIAccessibilityLocationDescriptor]? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityDragSourceDescriptors()")
        return nil
    }

    /// Sets the class object's `accessibilityDragSourceDescriptors`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityDragSourceDescriptors(_ value: [UIAccessibilityLocationDescriptor]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityDragSourceDescriptors(_:)")
    }

    /// The class object's `accessibilityDropPointDescriptors`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityDropPointDescriptors() -> [UIAccessibilityLocationDescriptor]? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityDropPointDescriptors()")
        return nil
    }

    /// Sets the class object's `accessibilityDropPointDescriptors`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityDropPointDescriptors(_ value: [UIAccessibilityLocationDescriptor]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityDropPointDescriptors(_:)")
    }

    /// The class object's `accessibilityCustomRotors`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityCustomRotors() -> [UIAccessibilityCustomRotor]? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityCustomRotors()")
        return nil
    }

    /// Sets the class object's `accessibilityCustomRotors`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityCustomRotors(_ value: [UIAccessibilityCustomRotor]?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityCustomRotors(_:)")
    }

    /// The class object's `accessibilityCustomRotorsBlock`: its starting value headlessly (recorded among the inert calls).
    public class func accessibilityCustomRotorsBlock() -> AXCustomRotorsReturnBlock? {
        InertCalls.recordIfOnMainActor("NSObject.accessibilityCustomRotorsBlock()")
        return nil
    }

    /// Sets the class object's `accessibilityCustomRotorsBlock`: kept nowhere headlessly (recorded among the inert calls).
    public class func setAccessibilityCustomRotorsBlock(_ value: AXCustomRotorsReturnBlock?) {
        InertCalls.recordIfOnMainActor("NSObject.setAccessibilityCustomRotorsBlock(_:)")
    }

    /// The class object's `awakeFromNib()`: no nib loads headlessly, so nothing happens (recorded among
    /// the inert calls).
    @MainActor @preconcurrency
    public class func awakeFromNib() {
        InertCalls.recordIfOnMainActor("NSObject.awakeFromNib()")
    }
}
