// ViewLifecycle · HeadlessSwiftUI

// The drawn-only modifiers whose value SwiftUI keeps in the environment, so a view below reads
// with `@Environment` what an ancestor set (`font(_:)` sets `\.font`, as on iOS).
extension InertAttribute {
    /// Whether the attribute sets an environment value for the modified view's content.
    var writesEnvironment: Bool {
        switch self {
        case .font, .lineLimit, .lineSpacing, .multilineTextAlignment, .truncationMode, .minimumScaleFactor,
            .allowsTightening, .textCase:
            return true
        default:
            return false
        }
    }

    /// Sets the attribute's environment value in `environment`.
    func write(into environment: inout EnvironmentValues) {
        switch self {
        case .font(let font): environment.font = font
        case .lineLimit(let limit, _): environment.lineLimit = limit
        case .lineSpacing(let spacing): environment.lineSpacing = spacing
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .truncationMode(let mode): environment.truncationMode = mode
        case .minimumScaleFactor(let factor): environment.minimumScaleFactor = factor
        case .allowsTightening(let flag): environment.allowsTightening = flag
        case .textCase(let textCase): environment.textCase = textCase
        default: break
        }
    }
}
