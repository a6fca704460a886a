// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// Symbol configurations as a toolbar composes them: a size, a weight laid over it, colours.
enum SnippetToolbarSymbols {
    static let base = UIImage.SymbolConfiguration(pointSize: 20)
    static let bold = base.applying(UIImage.SymbolConfiguration(weight: .bold))
    static let tinted = bold.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue))
}

// Sources: UIImageConfiguration.h (applying: "the other configuration's values take
// precedence"), UIImageSymbolConfiguration.h (configurationWithout… drop one attribute;
// isEqualToConfiguration: compares the symbol attributes).
@Suite(.serialized, .headlessWorld) @MainActor struct SymbolConfigurationSnippetTests {
    @Test("applying lays the other configuration's choices over this one's")
    func applying() {
        let bold = SnippetToolbarSymbols.bold
        #expect(bold.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        #expect(!bold.isEqual(to: SnippetToolbarSymbols.base))
        #expect(
            bold.applying(UIImage.SymbolConfiguration(weight: .light)).isEqual(
                to: UIImage.SymbolConfiguration(pointSize: 20, weight: .light)))
        #expect(!SnippetToolbarSymbols.tinted.isEqual(to: bold))
        #expect(bold.isEqual(to: bold.copy() as? UIImage.SymbolConfiguration))
        #expect(!bold.isEqual(to: nil))
    }

    @Test("a configuration forgets what its configurationWithout… methods drop")
    func without() {
        let bold = SnippetToolbarSymbols.bold
        #expect(bold.configurationWithoutWeight().isEqual(to: SnippetToolbarSymbols.base))
        #expect(bold.configurationWithoutPointSizeAndWeight().isEqual(to: .unspecified))
        let styled = UIImage.SymbolConfiguration(textStyle: .headline, scale: .large)
        #expect(
            styled.configurationWithoutScale().isEqual(to: UIImage.SymbolConfiguration(textStyle: .headline)))
        #expect(
            styled.configurationWithoutTextStyle().isEqual(to: UIImage.SymbolConfiguration(scale: .large)))
        #expect(!UIImage.SymbolConfiguration.preferringMulticolor().isEqual(to: .unspecified))
    }

    @Test("a symbol image keeps its configuration, and applying one lays it over")
    func images() {
        let star = UIImage(systemName: "star", withConfiguration: SnippetToolbarSymbols.bold)
        #expect(star?.symbolConfiguration?.isEqual(to: SnippetToolbarSymbols.bold) == true)
        let light = star?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .light))
        #expect(
            light?.symbolConfiguration?.isEqual(
                to: UIImage.SymbolConfiguration(pointSize: 20, weight: .light))
                == true)
        #expect(UIImage().applyingSymbolConfiguration(SnippetToolbarSymbols.base) == nil)
    }
}
