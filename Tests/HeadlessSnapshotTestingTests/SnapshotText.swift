// ViewLifecycle · HeadlessSnapshotTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import SnapshotTesting

    /// The text `strategy` makes of `value`: what `assertSnapshot` and `assertInlineSnapshot` compare
    /// with the recorded one (nil if the strategy never delivered it).
    ///
    /// The tests compare it with golden text; the inline form itself, and the swift-syntax it
    /// brings, are exercised by the app scripts/consumer-check.sh builds.
    func snapshotText<Value>(of value: Value, as strategy: Snapshotting<Value, String>) -> String? {
        var text: String?
        strategy.snapshot(value).run { text = $0 }
        return text
    }

#endif
