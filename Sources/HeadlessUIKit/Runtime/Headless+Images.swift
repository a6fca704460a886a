// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Provides the asset `UIImage(named:)` finds, as an app's asset catalogue would; gone at
    /// the next `reset()`.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - size: Its size in points.
    ///   - scale: Pixels per point; 1 by default.
    public static func addImage(named name: String, size: CGSize, scale: CGFloat = 1) {
        _ = HeadlessWorld.shared.part(HeadlessImageStore.Part.self)
        HeadlessImageStore.shared.add(named: name, .init(size: size, scale: scale))
    }

    /// Provides the image file `UIImage(contentsOfFile:)` finds at `path`; gone at the next
    /// `reset()`. Nothing is read from disk.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - size: Its size in points.
    ///   - scale: Pixels per point; 1 by default.
    public static func addImageFile(atPath path: String, size: CGSize, scale: CGFloat = 1) {
        _ = HeadlessWorld.shared.part(HeadlessImageStore.Part.self)
        HeadlessImageStore.shared.add(file: path, .init(size: size, scale: scale))
    }
}
