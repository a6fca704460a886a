// ViewLifecycle · HeadlessSwiftUI

/// Represents a type of haptic and/or audio feedback that can be played.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(name: "success")
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(name: "warning")
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(name: "error")
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(name: "selection")
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(name: "increase")
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(name: "start")
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(name: "impact")
}

@available(iOS 17.0, macOS 14.0, *)
extension SensoryFeedback {
    /// An impact of a given weight and intensity, named by both (`impact(weight: heavy,
    /// intensity: 0.5)`); played nowhere headlessly.
    public static func impact(
        weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0
    ) -> SensoryFeedback {
        SensoryFeedback(name: "impact(weight: \(weight.headlessName), intensity: \(intensity))")
    }

    /// An impact of a given flexibility and intensity, named by both; played nowhere
    /// headlessly.
    public static func impact(
        flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0
    ) -> SensoryFeedback {
        SensoryFeedback(name: "impact(flexibility: \(flexibility.headlessName), intensity: \(intensity))")
    }
}
