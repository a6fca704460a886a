// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIImage.h (iOS 17.4 SDK): the system images and the configured initializers.
@Suite(.serialized, .headlessWorld) @MainActor struct UIImageVariantsTests {
    @Test("the system images are their symbols; configured initializers make the plain image")
    func systemImages() {
        #expect(UIImage.add == UIImage(systemName: "plus"))
        #expect(UIImage.remove == UIImage(systemName: "minus"))
        #expect(UIImage.actions == UIImage(systemName: "ellipsis"))
        #expect(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
                == UIImage(systemName: "star"))
        #expect(UIImage(named: "missing", in: nil, compatibleWith: nil) == nil)
    }

    @Test("a thumbnail has the size asked for at the image's scale")
    func thumbnail() async {
        let image = UIImage(systemName: "star")!
        let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 10, height: 12))
        #expect(thumbnail?.size == CGSize(width: 10, height: 12))
        #expect(thumbnail?.scale == image.scale)
        #expect(await image.byPreparingForDisplay() === image)
    }
}
