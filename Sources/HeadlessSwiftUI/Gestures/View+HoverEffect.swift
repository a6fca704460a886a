// ViewLifecycle · HeadlessSwiftUI

@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Applies a pointer hover effect to the view (stored only: there is no pointer headlessly).
    ///
    /// - Parameter effect: The effect to apply to this view.
    /// - Returns: A new view that applies a hover effect to `self`.
    @available(iOS 13.4, tvOS 16.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        inert(.hoverEffect(effect.name, isEnabled: true), api: "View.hoverEffect(_:)")
    }
}

@available(iOS 17.0, tvOS 17.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Applies a hover effect to this view, optionally enabling it (stored only).
    ///
    /// - Parameters:
    ///   - effect: The effect to apply to this view.
    ///   - isEnabled: Whether the effect is enabled or not.
    /// - Returns: A new view that applies a hover effect to `self`.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        inert(.hoverEffect(effect.name, isEnabled: isEnabled), api: "View.hoverEffect(_:isEnabled:)")
    }

    /// Sets the default hover effect to use for views within this view (stored only).
    ///
    /// - Parameter effect: The default hover effect to use for views within this view.
    /// - Returns: A view that uses this effect as the default hover effect.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        inert(
            .hoverEffect(effect?.name ?? "none", isEnabled: effect != nil), api: "View.defaultHoverEffect(_:)"
        )
    }

    /// Adds a condition that controls whether this view can display hover effects: below it,
    /// `isHoverEffectEnabled` is `false` when `disabled` is `true`.
    ///
    /// - Parameter disabled: A Boolean value that determines whether this view can display hover
    ///   effects.
    /// - Returns: A view that controls whether hover effects can be displayed in this view.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_DisabledModifier(flag: \.isHoverEffectEnabled, disabled: disabled))
    }
}
