// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// The value or state an element shows beside its label: what VoiceOver reads as its value.
package enum ScreenValue: Equatable, Sendable {
    /// Text the user typed or chose, printed quoted: `TextField "Name": "Ann"`.
    case text(String)
    /// A state word or number, printed bare: `Toggle "Wi-Fi": on`, `Slider "Volume": 0.5`.
    case state(String)

    /// The value as the snapshot prints it.
    var printed: String {
        switch self {
        case .text(let text): ScreenElement.quoted(text)
        case .state(let state): state
        }
    }
}
