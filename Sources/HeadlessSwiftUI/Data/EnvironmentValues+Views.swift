// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Values views read: stored with Apple's documented defaults. A drawn-only modifier a comment
// says "sets it" writes the value for its content, as on iOS; the others named keep their value
// on their node for the screen and do not write it here (set it with `environment(_:_:)`).
extension EnvironmentValues {
    /// Whether autocorrection is off: reads and writes `disableAutocorrection`, `false` when unset.
    @available(iOS 13.0, macOS 10.15, *)
    public var autocorrectionDisabled: Bool {
        get { self[DisableAutocorrectionViewsKey.self] ?? false }
        set { self[DisableAutocorrectionViewsKey.self] = newValue }
    }

    /// The reasons content is redacted: empty unless set (`redacted(reason:)` is drawn only and leaves it).
    @available(iOS 14.0, macOS 11.0, *)
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsViewsKey.self] }
        set { self[RedactionReasonsViewsKey.self] = newValue }
    }

    /// How multiline text is aligned: `.leading` unless set (`multilineTextAlignment(_:)` sets it).
    @available(iOS 13.0, macOS 10.15, *)
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentViewsKey.self] }
        set { self[MultilineTextAlignmentViewsKey.self] = newValue }
    }

    /// Where overlong text is cut: `.tail` unless set (`truncationMode(_:)` sets it).
    @available(iOS 13.0, macOS 10.15, *)
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeViewsKey.self] }
        set { self[TruncationModeViewsKey.self] = newValue }
    }

    /// The space between lines of text: 0 unless set (`lineSpacing(_:)` sets it).
    @available(iOS 13.0, macOS 10.15, *)
    public var lineSpacing: CGFloat {
        get { self[LineSpacingViewsKey.self] }
        set { self[LineSpacingViewsKey.self] = newValue }
    }

    /// Whether text may tighten to fit: `false` unless set (`allowsTightening(_:)` sets it).
    @available(iOS 14.0, macOS 11.0, *)
    public var allowsTightening: Bool {
        get { self[AllowsTighteningViewsKey.self] }
        set { self[AllowsTighteningViewsKey.self] = newValue }
    }

    /// The smallest scale text may shrink to: 1 unless set (`minimumScaleFactor(_:)` sets it).
    @available(iOS 14.0, macOS 11.0, *)
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorViewsKey.self] }
        set { self[MinimumScaleFactorViewsKey.self] = newValue }
    }

    /// The case text is shown in: `nil` (as written) unless set (`textCase(_:)` sets it).
    @available(iOS 14.0, macOS 11.0, *)
    public var textCase: Text.Case? {
        get { self[TextCaseViewsKey.self] }
        set { self[TextCaseViewsKey.self] = newValue }
    }

    /// The dynamic range images may use: `nil` (the system's choice) unless set.
    @available(iOS 17.0, macOS 14.0, *)
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeViewsKey.self] }
        set { self[AllowedDynamicRangeViewsKey.self] = newValue }
    }

    /// The style of the current background: `nil` unless set (`backgroundStyle(_:)` is drawn only and leaves it).
    @available(iOS 16.0, macOS 13.0, *)
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleViewsKey.self] }
        set { self[BackgroundStyleViewsKey.self] = newValue }
    }

    /// The prominence of section headers: `.standard` unless set (`headerProminence(_:)` is drawn only and leaves it).
    @available(iOS 15.0, macOS 12.0, *)
    public var headerProminence: Prominence {
        get { self[HeaderProminenceViewsKey.self] }
        set { self[HeaderProminenceViewsKey.self] = newValue }
    }

    /// The order of a menu's items: `.automatic` unless set with `environment(_:_:)`.
    @available(iOS 16.0, macOS 13.0, *)
    public var menuOrder: MenuOrder {
        get { self[MenuOrderViewsKey.self] }
        set { self[MenuOrderViewsKey.self] = newValue }
    }

    /// The default font of text: `nil` (the system's) unless set (`font(_:)` sets it).
    @available(iOS 13.0, macOS 10.15, *)
    public var font: Font? {
        get { self[FontViewsKey.self] }
        set { self[FontViewsKey.self] = newValue }
    }

    /// The scale of images: `.medium` unless set (`imageScale(_:)` sets it).
    @available(iOS 13.0, macOS 10.15, *)
    public var imageScale: Image.Scale {
        get { self[ImageScaleViewsKey.self] }
        set { self[ImageScaleViewsKey.self] = newValue }
    }

    /// The most lines text may take: `nil` (no limit) unless set (`lineLimit(_:)` sets it).
    @available(iOS 13.0, macOS 10.15, *)
    public var lineLimit: Int? {
        get { self[LineLimitViewsKey.self] }
        set { self[LineLimitViewsKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show: `.automatic` unless set (`scrollIndicators(_:axes:)` is drawn only and leaves it).
    @available(iOS 16.0, macOS 13.0, *)
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityViewsKey.self] }
        set { self[VerticalScrollIndicatorVisibilityViewsKey.self] = newValue }
    }

    /// Whether horizontal scroll indicators show: `.automatic` unless set (`scrollIndicators(_:axes:)` is drawn only and leaves it).
    @available(iOS 16.0, macOS 13.0, *)
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityViewsKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityViewsKey.self] = newValue }
    }

    /// Whether scroll views scroll: `true` unless set (`scrollDisabled(_:)` is drawn only and leaves it).
    @available(iOS 16.0, macOS 13.0, *)
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledViewsKey.self] }
        set { self[IsScrollEnabledViewsKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard: `.automatic` unless set (`scrollDismissesKeyboard(_:)` is drawn only and leaves it).
    @available(iOS 16.0, macOS 13.0, *)
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeViewsKey.self] }
        set { self[ScrollDismissesKeyboardModeViewsKey.self] = newValue }
    }

    /// How vertical scrolling bounces: `.automatic` unless set (`scrollBounceBehavior(_:axes:)` is drawn only and leaves it).
    @available(iOS 16.4, macOS 13.3, *)
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorViewsKey.self] }
        set { self[VerticalScrollBounceBehaviorViewsKey.self] = newValue }
    }

    /// How horizontal scrolling bounces: `.automatic` unless set (`scrollBounceBehavior(_:axes:)` is drawn only and leaves it).
    @available(iOS 16.4, macOS 13.3, *)
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorViewsKey.self] }
        set { self[HorizontalScrollBounceBehaviorViewsKey.self] = newValue }
    }

    /// Whether menus show their indicator: `.automatic` unless set with `environment(_:_:)`.
    @available(iOS 16.0, macOS 13.0, *)
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityViewsKey.self] }
        set { self[MenuIndicatorVisibilityViewsKey.self] = newValue }
    }

    /// How content changes are animated: `.identity` unless set (`contentTransition(_:)` is drawn only and leaves it).
    @available(iOS 16.0, macOS 13.0, *)
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionViewsKey.self] }
        set { self[ContentTransitionViewsKey.self] = newValue }
    }

    /// The size of controls: `.regular` unless set (`controlSize(_:)` sets it).
    @available(iOS 15.0, macOS 10.15, *)
    public var controlSize: ControlSize {
        get { self[ControlSizeViewsKey.self] }
        set { self[ControlSizeViewsKey.self] = newValue }
    }

    /// Whether autocorrection is off: `nil` (the system's choice) unless set (`autocorrectionDisabled(_:)` is drawn only and leaves it).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled")
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionViewsKey.self] }
        set { self[DisableAutocorrectionViewsKey.self] = newValue }
    }

    /// Whether focused views show a focus effect: `true` unless set with `environment(_:_:)`.
    @available(iOS 17.0, macOS 14.0, *)
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledViewsKey.self] }
        set { self[IsFocusEffectEnabledViewsKey.self] = newValue }
    }

    /// The material under the view: `nil` unless set with `environment(_:_:)`.
    @available(iOS 15.0, macOS 12.0, *)
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialViewsKey.self] }
        set { self[BackgroundMaterialViewsKey.self] = newValue }
    }

    /// The prominence of badges: `.standard` unless set (`badgeProminence(_:)` is drawn only and leaves it).
    @available(iOS 17.0, macOS 14.0, *)
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceViewsKey.self] }
        set { self[BadgeProminenceViewsKey.self] = newValue }
    }

    /// How controls spring-load during a drag: `.automatic` (nothing is dragged headlessly).
    @available(iOS 17.0, macOS 14.0, *)
    public var springLoadingBehavior: SpringLoadingBehavior { self[SpringLoadingBehaviorViewsKey.self] }

    /// Where search suggestions show: `.automatic` (a guess at the value outside a suggestions view; no suggestions list is drawn).
    @available(iOS 16.0, macOS 13.0, *)
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        self[SearchSuggestionsPlacementViewsKey.self]
    }

    /// The document a view shows: `nil` (no document-based scene headlessly).
    @available(iOS 17.0, macOS 14.0, *)
    public var documentConfiguration: DocumentConfiguration? { self[DocumentConfigurationViewsKey.self] }

    /// The shortcut of the enclosing control: `nil` (`keyboardShortcut(_:)` is drawn only and leaves it).
    @available(iOS 15.4, macOS 12.3, *)
    public var keyboardShortcut: KeyboardShortcut? { self[KeyboardShortcutViewsKey.self] }

    /// Whether held buttons repeat: `.automatic` (`buttonRepeatBehavior(_:)` is drawn only and leaves it).
    @available(iOS 17.0, macOS 14.0, *)
    public var buttonRepeatBehavior: ButtonRepeatBehavior { self[ButtonRepeatBehaviorViewsKey.self] }

    /// Whether the nearest focusable ancestor has focus: `false` headlessly (no focus engine moves it).
    @available(iOS 14.0, macOS 11.0, *)
    public var isFocused: Bool { self[IsFocusedViewsKey.self] }

    /// Opens a window: headlessly the request is recorded in `Headless.windowRequests`.
    @available(iOS 16.0, macOS 13.0, *)
    public var openWindow: OpenWindowAction { self[OpenWindowViewsKey.self] }

    /// Dismisses a window: headlessly the request is recorded in `Headless.windowRequests`.
    @available(iOS 17.0, macOS 14.0, *)
    public var dismissWindow: DismissWindowAction { self[DismissWindowViewsKey.self] }

    /// The rename action of the view: `nil` (`renameAction(_:)` is drawn only and sets none).
    @available(iOS 16.0, macOS 13.0, *)
    public var rename: RenameAction? { self[RenameViewsKey.self] }
}

/// The key of `redactionReasons`.
@available(iOS 14.0, macOS 11.0, *)
struct RedactionReasonsViewsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

/// The key of `multilineTextAlignment`.
@available(iOS 13.0, macOS 10.15, *)
struct MultilineTextAlignmentViewsKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

/// The key of `truncationMode`.
@available(iOS 13.0, macOS 10.15, *)
struct TruncationModeViewsKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

/// The key of `lineSpacing`.
@available(iOS 13.0, macOS 10.15, *)
struct LineSpacingViewsKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

/// The key of `allowsTightening`.
@available(iOS 14.0, macOS 11.0, *)
struct AllowsTighteningViewsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of `minimumScaleFactor`.
@available(iOS 14.0, macOS 11.0, *)
struct MinimumScaleFactorViewsKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

/// The key of `textCase`.
@available(iOS 14.0, macOS 11.0, *)
struct TextCaseViewsKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

/// The key of `allowedDynamicRange`.
@available(iOS 17.0, macOS 14.0, *)
struct AllowedDynamicRangeViewsKey: EnvironmentKey {
    static var defaultValue: Image.DynamicRange? { nil }
}

/// The key of `backgroundStyle`.
@available(iOS 16.0, macOS 13.0, *)
struct BackgroundStyleViewsKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

/// The key of `headerProminence`.
@available(iOS 15.0, macOS 12.0, *)
struct HeaderProminenceViewsKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

/// The key of `menuOrder`.
@available(iOS 16.0, macOS 13.0, *)
struct MenuOrderViewsKey: EnvironmentKey {
    static var defaultValue: MenuOrder { .automatic }
}

/// The key of `font`.
@available(iOS 13.0, macOS 10.15, *)
struct FontViewsKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

/// The key of `imageScale`.
@available(iOS 13.0, macOS 10.15, *)
struct ImageScaleViewsKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

/// The key of `lineLimit`.
@available(iOS 13.0, macOS 10.15, *)
struct LineLimitViewsKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

/// The key of `verticalScrollIndicatorVisibility`.
@available(iOS 16.0, macOS 13.0, *)
struct VerticalScrollIndicatorVisibilityViewsKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

/// The key of `horizontalScrollIndicatorVisibility`.
@available(iOS 16.0, macOS 13.0, *)
struct HorizontalScrollIndicatorVisibilityViewsKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

/// The key of `isScrollEnabled`.
@available(iOS 16.0, macOS 13.0, *)
struct IsScrollEnabledViewsKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

/// The key of `scrollDismissesKeyboardMode`.
@available(iOS 16.0, macOS 13.0, *)
struct ScrollDismissesKeyboardModeViewsKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

/// The key of `verticalScrollBounceBehavior`.
@available(iOS 16.4, macOS 13.3, *)
struct VerticalScrollBounceBehaviorViewsKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

/// The key of `horizontalScrollBounceBehavior`.
@available(iOS 16.4, macOS 13.3, *)
struct HorizontalScrollBounceBehaviorViewsKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

/// The key of `menuIndicatorVisibility`.
@available(iOS 16.0, macOS 13.0, *)
struct MenuIndicatorVisibilityViewsKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

/// The key of `contentTransition`.
@available(iOS 16.0, macOS 13.0, *)
struct ContentTransitionViewsKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

/// The key of `controlSize`.
@available(iOS 15.0, macOS 10.15, *)
struct ControlSizeViewsKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

/// The key of `disableAutocorrection`.
struct DisableAutocorrectionViewsKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
}

/// The key of `isFocusEffectEnabled`.
@available(iOS 17.0, macOS 14.0, *)
struct IsFocusEffectEnabledViewsKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

/// The key of `backgroundMaterial`.
@available(iOS 15.0, macOS 12.0, *)
struct BackgroundMaterialViewsKey: EnvironmentKey {
    static var defaultValue: Material? { nil }
}

/// The key of `badgeProminence`.
@available(iOS 17.0, macOS 14.0, *)
struct BadgeProminenceViewsKey: EnvironmentKey {
    static var defaultValue: BadgeProminence { .standard }
}

/// The key of `springLoadingBehavior`.
@available(iOS 17.0, macOS 14.0, *)
struct SpringLoadingBehaviorViewsKey: EnvironmentKey {
    static var defaultValue: SpringLoadingBehavior { .automatic }
}

/// The key of `searchSuggestionsPlacement`.
@available(iOS 16.0, macOS 13.0, *)
struct SearchSuggestionsPlacementViewsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

/// The key of `documentConfiguration`.
@available(iOS 17.0, macOS 14.0, *)
struct DocumentConfigurationViewsKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}

/// The key of `keyboardShortcut`.
@available(iOS 15.4, macOS 12.3, *)
struct KeyboardShortcutViewsKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

/// The key of `buttonRepeatBehavior`.
@available(iOS 17.0, macOS 14.0, *)
struct ButtonRepeatBehaviorViewsKey: EnvironmentKey {
    static var defaultValue: ButtonRepeatBehavior { .automatic }
}

/// The key of `isFocused`.
@available(iOS 14.0, macOS 11.0, *)
struct IsFocusedViewsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of `openWindow`.
@available(iOS 16.0, macOS 13.0, *)
struct OpenWindowViewsKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

/// The key of `dismissWindow`.
@available(iOS 17.0, macOS 14.0, *)
struct DismissWindowViewsKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

/// The key of `rename`.
@available(iOS 16.0, macOS 13.0, *)
struct RenameViewsKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}
