// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// A configuration's transformers: closures, so every two are equal and hash alike, as the
    /// configuration's equality cannot compare them.
    struct Transformers: Hashable {
        var imageColor: UIConfigurationColorTransformer?
        var activityIndicatorColor: UIConfigurationColorTransformer?
        var indicatorColor: UIConfigurationColorTransformer?
        var titleTextAttributes: UIConfigurationTextAttributesTransformer?
        var subtitleTextAttributes: UIConfigurationTextAttributesTransformer?

        static func == (lhs: Transformers, rhs: Transformers) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// Transforms the image's colour (kept as set).
    @available(iOS 15.0, *)
    public var imageColorTransformer: UIConfigurationColorTransformer? {
        get { transformers.imageColor }
        set { transformers.imageColor = newValue }
    }

    /// Transforms the activity indicator's colour (kept as set).
    @available(iOS 15.0, *)
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer? {
        get { transformers.activityIndicatorColor }
        set { transformers.activityIndicatorColor = newValue }
    }

    /// Transforms the indicator's colour (kept as set).
    @available(iOS 15.0, *)
    public var indicatorColorTransformer: UIConfigurationColorTransformer? {
        get { transformers.indicatorColor }
        set { transformers.indicatorColor = newValue }
    }

    /// Transforms the title's attributes (kept as set).
    @available(iOS 15.0, *)
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
        get { transformers.titleTextAttributes }
        set { transformers.titleTextAttributes = newValue }
    }

    /// Transforms the subtitle's attributes (kept as set).
    @available(iOS 15.0, *)
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
        get { transformers.subtitleTextAttributes }
        set { transformers.subtitleTextAttributes = newValue }
    }
}
