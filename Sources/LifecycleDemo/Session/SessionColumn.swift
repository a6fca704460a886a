// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    /// One of the four streams the app session shows side by side, left to right.
    enum SessionColumn: String, CaseIterable, Codable, Sendable {
        /// UIKit's appearance callbacks on the screens' hosting, bridge and represented controllers,
        /// as HeadlessUIKit recorded them.
        case uikit
        /// SwiftUI's `onAppear` and `onDisappear` on each screen's content.
        case swiftUI
        /// Seed 001's `onWillAppear` and `onWillDisappear` on the same content.
        case seed001
        /// ViewLifecycle's `onLifecycle` (and `onVisibilityChange`) on the same content.
        case viewLifecycle

        /// The column's heading in the text output.
        var heading: String {
            switch self {
            case .uikit: return "UIKit raw callbacks"
            case .swiftUI: return "SwiftUI onAppear/…"
            case .seed001: return "seed 001 onWill…"
            case .viewLifecycle: return "ViewLifecycle onLifecycle"
            }
        }
    }

#endif
