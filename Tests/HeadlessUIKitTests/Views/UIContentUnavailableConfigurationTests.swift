// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// The presets' texts are a guess (Docs/Evidence.md); the view keeps the configuration it shows.
@Suite(.serialized, .headlessWorld) @MainActor struct UIContentUnavailableConfigurationTests {
    @Test("the presets: empty shows nothing, search the magnifying glass and No Results, loading its text")
    func presets() {
        let empty = UIContentUnavailableConfiguration.empty()
        #expect(empty.text == nil && empty.image == nil && empty.secondaryText == nil)
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results")
        #expect(search.image == UIImage(systemName: "magnifyingglass"))
        #expect(UIContentUnavailableConfiguration.loading().text == "Loading…")
        #expect(empty != search)
        #expect(search == UIContentUnavailableConfiguration.search())
    }

    @Test("what is set is kept, and the content view shows the configuration")
    func keptAndShown() {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Mail"
        configuration.secondaryText = "New messages appear here."
        configuration.buttonProperties.isEnabled = false
        let view = configuration.makeContentView()
        #expect(view is UIContentUnavailableView)
        #expect((view.configuration as? UIContentUnavailableConfiguration) == configuration)
        #expect(view.supports(UIContentUnavailableConfiguration.search()))
        #expect(!view.supports(UIListContentConfiguration.cell()))
        #expect(
            configuration.description
                == "<UIContentUnavailableConfiguration: text = \"No Mail\"; secondaryText = \"New messages appear here.\"; image = nil>"
        )
    }
}
