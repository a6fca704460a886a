// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

/// What the user can do with an element, one typed action per kind of gesture; `nil` where the
/// element does not take that gesture. The driver (`Headless.tap(_:)`, `type(_:into:)`…) looks
/// for the element, then for the action its call needs.
package struct ScreenActions {
    /// A tap: a button's action, a link's push, a toggle's flip, a tab's selection.
    package var tap: (() -> Void)?
    /// Replaces the text of a field with the given text.
    package var setText: ((String) -> Void)?
    /// The return key in a field (`onSubmit`).
    var submit: (() -> Void)?
    /// The choices of a picker or menu.
    package var options: [ScreenOption]?
    /// Sets a date picker's date.
    var setDate: ((Date) -> Void)?
    /// Sets a slider's or stepper's value.
    var setNumber: ((Double) -> Void)?
    /// VoiceOver's increment (a stepper's plus).
    package var increment: (() -> Void)?
    /// VoiceOver's decrement (a stepper's minus).
    package var decrement: (() -> Void)?
    /// Pull to refresh: the refresh action, awaited on the run loop.
    var refresh: (@Sendable () async -> Void)?
    /// Sets a color picker's color.
    var setColor: ((Color) -> Void)?
    /// The named actions VoiceOver offers in its actions rotor (`accessibilityAction(named:)`),
    /// in order; the snapshot lists their names.
    var customActions: [ScreenOption]?
    /// A long press (`onLongPressGesture`, `LongPressGesture`): how long it must be held, and
    /// what each of its events does.
    package var longPress: (minimumDuration: Double, play: (GestureEvent) -> Void)?
    /// A drag (`DragGesture`): what each of its events does.
    package var drag: ((GestureEvent) -> Void)?
    /// A pinch (`MagnifyGesture`): what each of its events does.
    package var magnify: ((GestureEvent) -> Void)?
    /// A two-finger turn (`RotateGesture`): what each of its events does.
    package var rotate: ((GestureEvent) -> Void)?

    init(
        tap: (() -> Void)? = nil, setText: ((String) -> Void)? = nil,
        submit: (() -> Void)? = nil, options: [ScreenOption]? = nil,
        setDate: ((Date) -> Void)? = nil, setNumber: ((Double) -> Void)? = nil,
        increment: (() -> Void)? = nil, decrement: (() -> Void)? = nil,
        refresh: (@Sendable () async -> Void)? = nil, setColor: ((Color) -> Void)? = nil,
        customActions: [ScreenOption]? = nil,
        longPress: (minimumDuration: Double, play: (GestureEvent) -> Void)? = nil,
        drag: ((GestureEvent) -> Void)? = nil, magnify: ((GestureEvent) -> Void)? = nil,
        rotate: ((GestureEvent) -> Void)? = nil
    ) {
        self.tap = tap
        self.setText = setText
        self.submit = submit
        self.options = options
        self.setDate = setDate
        self.setNumber = setNumber
        self.increment = increment
        self.decrement = decrement
        self.refresh = refresh
        self.setColor = setColor
        self.customActions = customActions
        self.longPress = longPress
        self.drag = drag
        self.magnify = magnify
        self.rotate = rotate
    }

    /// These actions, with `other`'s filling the kinds these lack (combining children keeps the
    /// first child's action of each kind); named actions are all kept, these first, as VoiceOver
    /// offers every combined child's.
    func merging(_ other: ScreenActions) -> ScreenActions {
        ScreenActions(
            tap: tap ?? other.tap, setText: setText ?? other.setText, submit: submit ?? other.submit,
            options: options ?? other.options, setDate: setDate ?? other.setDate,
            setNumber: setNumber ?? other.setNumber, increment: increment ?? other.increment,
            decrement: decrement ?? other.decrement, refresh: refresh ?? other.refresh,
            setColor: setColor ?? other.setColor,
            customActions: customActions.map { $0 + (other.customActions ?? []) } ?? other.customActions,
            longPress: longPress ?? other.longPress, drag: drag ?? other.drag,
            magnify: magnify ?? other.magnify,
            rotate: rotate ?? other.rotate)
    }
}
