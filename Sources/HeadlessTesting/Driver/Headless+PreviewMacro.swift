// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Every `#Preview` in the loaded images, sorted by file, line and column.
    public static var previews: [Headless.PreviewEntry] {
        PreviewRegistryScan.registries().map { registry in
            Headless.PreviewEntry(
                name: registry.makePreview().name, fileID: registry.fileID, line: registry.line,
                column: registry.column, registry: registry)
        }
        .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// Shows one `#Preview` in a key, visible window, as the canvas does, with a real lifecycle, and
    /// returns the window once the run loop is idle. The window is device-sized (390 x 844, 844 x 390
    /// for a landscape trait) or the size a `fixedLayout` trait gives.
    ///
    /// - Parameter entry: The preview, from `Headless.previews`.
    /// - Returns: The window showing the preview.
    @discardableResult
    public static func showPreview(_ entry: Headless.PreviewEntry) -> UIWindow {
        let preview = entry.registry.makePreview()
        var size = CGSize(width: 390, height: 844)
        for trait in preview.traits {
            switch trait.value {
            case .fixedLayout(let width, let height): size = CGSize(width: width, height: height)
            case .orientation(let name) where name.hasPrefix("landscape"):
                size = CGSize(width: 844, height: 390)
            default: break
            }
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = UIHostingController(rootView: AnyView(preview.body()))
        window.makeKeyAndVisible()
        runUntilIdle()
        return window
    }
}
