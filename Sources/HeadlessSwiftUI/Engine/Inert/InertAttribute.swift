// ViewLifecycle · HeadlessSwiftUI

import Foundation
import Symbols

/// What an inert modifier stores: the value it was given, typed, so two updates with the same
/// value compare equal and the graph skips the content.
@usableFromInline
enum InertAttribute: Equatable {
    case padding(EdgeInsets)
    case paddingEdges(Edge.Set, CGFloat?)
    case safeAreaPadding(EdgeInsets)
    case safeAreaPaddingEdges(Edge.Set, CGFloat?)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(min: CGSize?, ideal: CGSize?, max: CGSize?, alignment: Alignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(CGSize)
    case position(CGPoint)
    case aspectRatio(CGFloat?, ContentMode)
    case ignoresSafeArea(SafeAreaRegions, Edge.Set)
    case font(Font?)
    case fontWeight(Font.Weight?)
    case fontDesign(Font.Design?)
    case bold(Bool)
    case italic(Bool)
    case monospaced(Bool)
    case monospacedDigit
    case underline(Bool)
    case strikethrough(Bool)
    case kerning(CGFloat)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
    case lineLimit(Int?, reservesSpace: Bool)
    case lineSpacing(CGFloat)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(Text.TruncationMode)
    case minimumScaleFactor(CGFloat)
    case allowsTightening(Bool)
    case textCase(Text.Case?)
    case keyboardType(UIKeyboardType)
    case textContentType(UITextContentType?)
    /// The behavior's UIKit kind (`TextInputAutocapitalization` is not equatable, as in SwiftUI).
    case textInputAutocapitalization(UITextAutocapitalizationType?)
    case autocapitalization(UITextAutocapitalizationType)
    case autocorrectionDisabled(Bool)
    /// The label's name.
    case submitLabel(String)
    case navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode)
    case navigationBarBackButtonHidden(Bool)
    /// The visibility and the bars' names.
    case toolbarVisibility(Visibility, [String])
    /// The visibility and the bars' names.
    case toolbarBackground(Visibility, [String])
    case animation(Animation?)
    case contentTransition(ContentTransition)
    /// `symbolEffect`: the effect, its options and whether it runs (a value-driven one is active).
    case symbolEffect(SymbolEffectConfiguration, SymbolEffectOptions, isActive: Bool)
    case matchedGeometry(AnyHashable, Namespace.ID, isSource: Bool)
    case sensoryFeedback(SensoryFeedback)
    case presentationDetents(Set<PresentationDetent>)
    case presentationDragIndicator(Visibility)
    case presentationCornerRadius(CGFloat?)
    case redacted(RedactionReasons)
    case unredacted
    case badge(String?)
    case scrollIndicators(ScrollIndicatorVisibility, Axis.Set)
    /// The mode's raw value.
    case scrollDismissesKeyboard(Int)
    case scrollContentBackground(Visibility)
    case scrollDisabled(Bool)
    /// The behavior's name and its axes.
    case scrollBounceBehavior(String, Axis.Set)
    case scrollTargetLayout(Bool)
    case defaultScrollAnchor(UnitPoint?)
    case navigationViewStyle
    case tabViewStyle
    case indexViewStyle
    case keyboardShortcut(KeyboardShortcut?)
    case help(Text)
    case onHover
    case onOpenURL
    case onDelete(Bool)
    case onMove(Bool)
    /// `onInsert(of:perform:)`: the accepted type identifiers (nothing can be dropped headlessly).
    case onInsert([String])
    case deleteDisabled(Bool)
    case moveDisabled(Bool)
    case listRowBackground(Bool)
    case listRowSeparator(Visibility, Int8)
    case listRowSeparatorTint(Color?, Int8)
    case listSectionSeparator(Visibility, Int8)
    case listSectionSeparatorTint(Color?, Int8)
    case listRowInsets(EdgeInsets?)
    case headerProminence(Prominence)
    /// The tint's color and whether it is fixed (`nil`: no tint).
    case listItemTint(Color?, isFixed: Bool?)
    case buttonBorderShape(ButtonBorderShape)
    case horizontalAlignmentGuide(HorizontalAlignment)
    case verticalAlignmentGuide(VerticalAlignment)
    case labelsHidden
    case coordinateSpace
    /// `containerRelativeFrame`: the axes and alignment (a count/span/spacing form keeps them too;
    /// the length closure is never called: no layout).
    case containerRelativeFrame(Axis.Set, Alignment, count: Int?, span: Int, spacing: CGFloat?)
    /// `scrollTargetBehavior(_:)`: the behavior's type (its `updateTarget` runs only when a
    /// gesture ends a scroll, which never happens headlessly).
    case scrollTargetBehavior(String)
    /// `visualEffect(_:)`: drawn only, its closure is never called (no layout, no geometry).
    case visualEffect
    /// `scrollTransition`: drawn only, its closure is never called (no visible region).
    case scrollTransition
    /// `transaction(_:)`: drawn only, its function never runs (no animation is drawn).
    case transaction
    /// `hoverEffect(_:isEnabled:)` and `defaultHoverEffect(_:)`: the effect's name (no pointer).
    case hoverEffect(String, isEnabled: Bool)
    /// `toolbarRole(_:)`: the role's name (the bar's layout is not drawn).
    case toolbarRole(String)
    /// `layoutValue(key:value:)`: the key's name (no layout reads the value headlessly).
    case layoutValue(String)
    /// `accessibilityRotor`: stored only (there is no VoiceOver rotor headlessly).
    case accessibilityRotor
    /// A modifier `scripts/generate-api` wrote from the SDK: it keeps nothing (its arguments only
    /// shape what is drawn or offered to the system), so two of them always compare equal.
    case generated
}
