// ViewLifecycle · HeadlessUIKit

/// The storyboards and nibs a test provides, standing in for the app bundle's compiled
/// Interface Builder files; a world part, so one test's files never reach the next.
@MainActor
final class InterfaceFiles: HeadlessWorldPart {
    /// The storyboards, by name.
    var storyboards: [String: Storyboard] = [:]
    /// The nibs' top-level view classes, in order, by nib name.
    var nibs: [String: [UIView.Type]] = [:]

    /// Creates the part with no files.
    init() {}

    /// Forgets every file.
    func tearDown() {
        storyboards = [:]
        nibs = [:]
    }

    /// The current world's files.
    static var current: InterfaceFiles {
        HeadlessWorld.shared.part(InterfaceFiles.self)
    }
}
