// ViewLifecycle · HeadlessUIKit

/// An image: its size in points, its scale and how it is rendered; no pixels.
///
/// `UIImage(named:)` and `UIImage(contentsOfFile:)` find the images a test registered with
/// `Headless.addImage(named:size:scale:)` and `Headless.addImageFile(atPath:size:scale:)`, and are
/// `nil` for any other name, as a missing asset is on a device. `UIImage(systemName:)` always
/// succeeds (the runtime cannot know which symbols exist) with a fixed symbol size,
/// `UIImage.symbolSize` at scale 3.
open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    /// The size every system symbol image has here: SF Symbols at the body text style are about
    /// this big; a guess, since symbol sizes vary by symbol.
    static let symbolSize = CGSize(width: 20, height: 20)

    /// The system symbol or asset name, or file path, the image was made from.
    private(set) var name = ""
    /// Whether it is an SF Symbol.
    private(set) var isSymbol = false
    private var storedSize = CGSize.zero
    private var storedScale: CGFloat = 1
    private var storedRenderingMode = UIImage.RenderingMode.automatic
    /// The frames of an animated image.
    var storedImages: [UIImage]?
    /// How long one cycle of an animated image lasts.
    var storedDuration: TimeInterval = 0
    /// The Core Graphics image the image was made from, if any.
    private var sourceCGImage: CGImage?
    private var storedOrientation = UIImage.Orientation.up
    /// The configuration the image was made or changed with, if any.
    var storedConfiguration: UIImage.Configuration?

    /// An image made from `name`. A convenience initializer: the only designated one is public,
    /// so an app's subclass inherits the convenience ones (the literal's required one included),
    /// as a subclass of UIKit's does.
    convenience init(
        name: String, isSymbol: Bool, size: CGSize, scale: CGFloat, renderingMode: UIImage.RenderingMode
    ) {
        self.init()
        self.name = name
        self.isSymbol = isSymbol
        self.storedSize = size
        self.storedScale = scale
        self.storedRenderingMode = renderingMode
    }

    /// Creates an empty image of size zero.
    public override init() {
        super.init()
    }

    /// Creates the image an image literal (`#imageLiteral(resourceName:)`) names: the registered
    /// asset of that name, or an empty image of that name when the test registered none (UIKit
    /// would trap on a missing asset).
    ///
    /// - Parameter name: The asset's name.
    public required convenience init(imageLiteralResourceName name: String) {
        let entry = HeadlessImageStore.shared.entry(for: name)
        self.init(
            name: name, isSymbol: false, size: entry?.size ?? .zero, scale: entry?.scale ?? 1,
            renderingMode: .automatic)
    }

    /// Creates the system symbol image named `name`.
    ///
    /// - Parameter name: The SF Symbols name, such as `"house"`.
    public convenience init?(systemName name: String) {
        self.init(
            name: name, isSymbol: true, size: UIImage.symbolSize, scale: 3, renderingMode: .alwaysTemplate)
    }

    /// Creates the asset-catalog image named `name`, if the test registered one.
    ///
    /// - Parameter name: The asset's name.
    public convenience init?(named name: String) {
        guard let entry = HeadlessImageStore.shared.entry(for: name) else { return nil }
        self.init(
            name: name, isSymbol: false, size: entry.size, scale: entry.scale, renderingMode: .automatic)
    }

    /// Creates the image stored in the file at `path`, if the test registered one there.
    ///
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
        guard let entry = HeadlessImageStore.shared.entry(forFile: path) else { return nil }
        self.init(
            name: path, isSymbol: false, size: entry.size, scale: entry.scale, renderingMode: .automatic)
    }

    /// Creates an image from encoded data at scale 1; see `init(data:scale:)`.
    ///
    /// - Parameter data: The encoded image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Creates an image from encoded data. Nothing is decoded: a PNG's size comes from its
    /// header (in pixels, divided by `scale`); any other non-empty data makes an image of size
    /// zero (a guess: UIKit would decode it, or fail); empty data fails, as in UIKit.
    ///
    /// - Parameters:
    ///   - data: The encoded image.
    ///   - scale: The pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        let bytes = [UInt8](data.prefix(24))
        var size = CGSize.zero
        if bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            func word(_ at: Int) -> CGFloat {
                CGFloat(bytes[at...at + 3].reduce(0) { $0 << 8 | Int($1) })
            }
            let divisor = scale > 0 ? scale : 1
            size = CGSize(width: word(16) / divisor, height: word(20) / divisor)
        }
        self.init(name: "", isSymbol: false, size: size, scale: scale, renderingMode: .automatic)
    }

    /// An image that cycles through `images`, one cycle every `duration` seconds; it takes the
    /// first frame's size and scale.
    ///
    /// - Parameters:
    ///   - images: The frames.
    ///   - duration: How long one cycle lasts.
    /// - Returns: The animated image, or `nil` for no frames.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = UIImage(
            name: first.name, isSymbol: first.isSymbol, size: first.size, scale: first.scale,
            renderingMode: first.renderingMode)
        animated.storedImages = images
        animated.storedDuration = duration
        return animated
    }

    /// The frames of an animated image, or `nil` for a still one.
    open var images: [UIImage]? { storedImages }
    /// How long one cycle of an animated image lasts; 0 for a still one.
    open var duration: TimeInterval { storedDuration }

    /// The image's size in points.
    open var size: CGSize { storedSize }
    /// The image's scale: pixels per point.
    open var scale: CGFloat { storedScale }
    /// How the image is rendered: as itself or as a template tinted by its view.
    open var renderingMode: UIImage.RenderingMode { storedRenderingMode }
    /// Whether the image is an SF Symbol.
    open var isSymbolImage: Bool { isSymbol }

    /// The same image rendered in another mode.
    ///
    /// - Parameter renderingMode: The mode.
    /// - Returns: A new image.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbol, size: size, scale: scale, renderingMode: renderingMode)
    }

    /// The same image drawn in `color`, as its original.
    ///
    /// - Parameter color: The colour.
    /// - Returns: A new image.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(name: name, isSymbol: isSymbol, size: size, scale: scale, renderingMode: .alwaysOriginal)
    }

    /// Whether two images come from the same source with the same size, scale and mode.
    ///
    /// - Parameter object: The other image.
    /// - Returns: `true` when they match.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return name == other.name && isSymbol == other.isSymbol && size == other.size && scale == other.scale
            && renderingMode == other.renderingMode
    }

    /// A hash that agrees with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(isSymbol)
        return hasher.finalize()
    }

    /// Creates an image of a Core Graphics image at scale 1, upright.
    ///
    /// - Parameter cgImage: The image.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Creates an image of a Core Graphics image: its pixels divided by `scale` are its size.
    ///
    /// - Parameters:
    ///   - cgImage: The image.
    ///   - scale: Pixels per point.
    ///   - orientation: How the pixels are turned (kept; nothing is rotated).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        self.init(name: "CGImage", isSymbol: false, size: size, scale: scale, renderingMode: .automatic)
        sourceCGImage = cgImage
        storedOrientation = orientation
    }

    /// How the image's pixels are turned: as it was made with, `.up` otherwise.
    open var imageOrientation: UIImage.Orientation { storedOrientation }

    /// The image's Core Graphics image: the one it was made from, or else one of its pixel
    /// dimensions (no pixels exist headlessly); `nil` for an empty image.
    open var cgImage: CGImage? {
        if sourceCGImage == nil, size != .zero {
            sourceCGImage = makeGraphicsContext(size: size, scale: scale).makeImage()
        }
        return sourceCGImage
    }
}
