// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIListContentConfiguration.ImageProperties (iOS 17.4 SDK): the symbol configuration an app
// sets is kept (nothing is drawn headlessly).
@Suite(.serialized, .headlessWorld) @MainActor struct UIListContentConfigurationImagePropertiesTests {
    @Test("preferredSymbolConfiguration starts nil and keeps what is set")
    func preferredSymbolConfiguration() {
        var content = UIListContentConfiguration.cell()
        #expect(content.imageProperties.preferredSymbolConfiguration == nil)
        let large = UIImage.SymbolConfiguration(scale: .large)
        content.imageProperties.preferredSymbolConfiguration = large
        #expect(content.imageProperties.preferredSymbolConfiguration === large)
    }
}
