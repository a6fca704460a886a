// ViewLifecycle · HeadlessUIKit

/// Makes the section of a compositional layout at an index, or `nil` for none.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
    Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// A layout made of sections of repeated groups of items (`NSCollectionLayoutSection`), or a
/// list (`list(using:)`). Every group of a section is alike, so a section stores one group's
/// item frames and finds the groups on screen by division, however many items it has. Laid
/// out for vertical scrolling.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The sections laid out at the last layout, by index.
    private(set) var laidOutSections: [NSCollectionLayoutSection?] = []

    /// Creates a layout whose every section is `section` (designated, as UIKit's is).
    ///
    /// - Parameter section: The section.
    public init(section: NSCollectionLayoutSection) {
        self.sectionProvider = { _, _ in section }
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Creates a layout whose every section is `section`.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - configuration: The settings.
    public init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Creates a layout whose sections `sectionProvider` makes.
    ///
    /// - Parameter sectionProvider: Makes each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Creates a layout whose sections `sectionProvider` makes.
    ///
    /// - Parameters:
    ///   - sectionProvider: Makes each section.
    ///   - configuration: The settings.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout: every section a list section for `configuration`.
    ///
    /// - Parameter configuration: The list configuration.
    /// - Returns: The layout.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration
    )
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            NSCollectionLayoutSection.list(using: configuration)
        })
    }

    override func makeGeometry(counts: [Int], in collectionView: UICollectionView) -> Geometry {
        prepare()
        let size = collectionView.bounds.size
        let environment = CompositionalLayoutEnvironment(size: size, traits: collectionView.traitCollection)
        var geometry = Geometry(crossExtent: size.width)
        var start: CGFloat = 0
        laidOutSections = []
        for (index, count) in counts.enumerated() {
            if index > 0 { start += configuration.interSectionSpacing }
            let section = sectionProvider(index, environment)
            laidOutSections.append(section)
            let laidOut =
                section?.geometry(count: count, start: start, width: size.width, height: size.height)
                ?? Geometry.Section(start: start, itemCount: 0)
            geometry.sections.append(laidOut)
            start = laidOut.end
        }
        return geometry
    }
}
