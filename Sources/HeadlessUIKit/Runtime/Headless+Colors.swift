// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Provides the colour asset `UIColor(named:)` finds, as an app's asset catalogue would;
    /// gone at the next `reset()`.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - color: The colour it resolves to.
    public static func addColor(named name: String, _ color: UIColor) {
        _ = HeadlessWorld.shared.part(HeadlessColorStore.Part.self)
        HeadlessColorStore.shared.add(named: name, color)
    }
}
