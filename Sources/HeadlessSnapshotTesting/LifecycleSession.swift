// ViewLifecycle · HeadlessSnapshotTesting

/// A scripted session whose lifecycle a `.lifecycle` snapshot records: a screen shown in a
/// window, named steps played on it, then the window closed.
///
/// ```swift
/// assertSnapshot(
///     of: LifecycleSession(InboxScreen(), steps: [
///         "open the first message": { try Headless.tap("Welcome") },
///         "go back": { try Headless.goBack() },
///     ]),
///     as: .lifecycle)
/// ```
public struct LifecycleSession {
    let makeController: @MainActor () -> UIViewController
    let steps: [(name: String, perform: @MainActor () throws -> Void)]

    /// A session of `root` hosted in a `UIHostingController`.
    ///
    /// - Parameters:
    ///   - root: The screen; built when the snapshot is taken.
    ///   - steps: What the user does, each with the name its part of the log is printed under,
    ///     in order. A step that throws ends the session; the log says where and why.
    public init<Root: View>(
        _ root: @autoclosure @escaping @MainActor () -> Root,
        steps: KeyValuePairs<String, @MainActor () throws -> Void> = [:]
    ) {
        self.init(controller: UIHostingController(rootView: root()), steps: steps)
    }

    /// A session of a controller, shown as the window's root.
    ///
    /// - Parameters:
    ///   - controller: The controller; made when the snapshot is taken.
    ///   - steps: What the user does, each with the name its part of the log is printed under,
    ///     in order. A step that throws ends the session; the log says where and why.
    public init(
        controller: @autoclosure @escaping @MainActor () -> UIViewController,
        steps: KeyValuePairs<String, @MainActor () throws -> Void> = [:]
    ) {
        makeController = controller
        self.steps = steps.map { ($0.key, $0.value) }
    }
}
