// ViewLifecycle · HeadlessUIKit

extension UITraitCollection {
    /// Creates a trait collection from several: for each trait, the value of the last collection
    /// that specifies it; a collection's unspecified values never override an earlier one's.
    ///
    /// - Parameter traitCollections: The collections, earliest first.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message:
            "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
    )
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var combined = TraitStorage()
        for collection in traitCollections { combined.overlay(collection.storage) }
        self.init(storage: combined)
    }
}
