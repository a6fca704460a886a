// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// A gesture the driver plays on an element: which of its ``ScreenActions`` it needs, and how
/// an error message says it.
package enum ScreenGesture: Sendable {
    case tap, setText, submit, select, setDate, setNumber, increment, decrement, refresh, setColor
    case longPress, drag, magnify, rotate
    /// A named accessibility action, from VoiceOver's actions rotor.
    case customAction

    /// Whether `actions` take this gesture.
    func isTaken(by actions: ScreenActions) -> Bool {
        switch self {
        case .tap: actions.tap != nil
        case .setText: actions.setText != nil
        case .submit: actions.submit != nil
        case .select: actions.options != nil
        case .setDate: actions.setDate != nil
        case .setNumber: actions.setNumber != nil
        case .increment: actions.increment != nil
        case .decrement: actions.decrement != nil
        case .refresh: actions.refresh != nil
        case .setColor: actions.setColor != nil
        case .customAction: !(actions.customActions ?? []).isEmpty
        case .longPress: actions.longPress != nil
        case .drag: actions.drag != nil
        case .magnify: actions.magnify != nil
        case .rotate: actions.rotate != nil
        }
    }

    /// "tapped", "typed into"…: the words after "can be" in an error message.
    var pastParticiple: String {
        switch self {
        case .tap: "tapped"
        case .setText: "typed into"
        case .submit: "submitted"
        case .select: "selected from"
        case .setDate: "set to a date"
        case .setNumber: "set to a value"
        case .increment: "incremented"
        case .decrement: "decremented"
        case .refresh: "refreshed"
        case .setColor: "set to a color"
        case .customAction: "given an accessibility action"
        case .longPress: "long-pressed"
        case .drag: "dragged"
        case .magnify: "pinched"
        case .rotate: "rotated"
        }
    }
}
