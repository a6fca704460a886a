// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: the iOS 17.4 SDK: UISheetPresentationController.h (+mediumDetent, +largeDetent,
// identifiers), the UIKit.swiftinterface overlay (`Detent.custom(identifier:resolver:)`,
// `resolvedValue(in:)`, `UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)`),
// UIDeferredMenuElement.h (a cached element asks its provider once, an uncached one each time)
// and UIApplication.h (`UIInterfaceOrientation.isPortrait` / `isLandscape`). Half the largest
// height for the medium detent is the headless runtime's stand-in for "about half the screen".
@Suite(.serialized, .headlessWorld) @MainActor struct ClassFactoryTests {
    /// A resolution context with a fixed largest height.
    final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
        var containerTraitCollection: UITraitCollection { UITraitCollection() }
        var maximumDetentValue: CGFloat { 800 }
    }

    @Test("system and custom detents carry their identifiers and resolve their heights")
    func detents() {
        let context = Context()
        let medium = UISheetPresentationController.Detent.medium()
        let large = UISheetPresentationController.Detent.large()
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) {
            $0.maximumDetentValue * 0.25
        }
        let unnamed = UISheetPresentationController.Detent.custom { _ in nil }
        #expect(medium.identifier == .medium)
        #expect(large.identifier == .large)
        #expect(small.identifier.rawValue == "small")
        #expect(unnamed.identifier != UISheetPresentationController.Detent.custom { _ in nil }.identifier)
        #expect(medium.resolvedValue(in: context) == 400)
        #expect(large.resolvedValue(in: context) == 800)
        #expect(small.resolvedValue(in: context) == 200)
        #expect(unnamed.resolvedValue(in: context) == nil)
        let sheet = UIViewController().sheetPresentationController
        sheet?.detents = [medium, large]
        #expect(sheet?.detents.map(\.identifier) == [.medium, .large])
    }

    @Test("a context menu configuration keeps its identifier and makes its menu on demand")
    func contextMenuConfiguration() {
        let log = Log.start()
        let configuration = UIContextMenuConfiguration(identifier: "row 3" as NSString, previewProvider: nil)
        { suggested in
            Log.shared.append("menu from \(suggested.count) suggestions")
            return UIMenu(title: "Row", children: [UIAction(title: "Copy") { _ in }])
        }
        #expect(configuration.identifier as? NSString == "row 3")
        #expect(log.take() == [])
        let unnamed = UIContextMenuConfiguration()
        #expect(unnamed.identifier as? NSString != UIContextMenuConfiguration().identifier as? NSString)
    }

    @Test("a deferred element can be made cached or uncached")
    func deferredElements() {
        let cached = UIDeferredMenuElement { completion in completion([UIAction(title: "A") { _ in }]) }
        let uncached = UIDeferredMenuElement.uncached { completion in completion([]) }
        #expect(type(of: cached) == UIDeferredMenuElement.self)
        #expect(type(of: uncached) == UIDeferredMenuElement.self)
        let menu = UIMenu(children: [cached, uncached])
        #expect(menu.children.count == 2)
    }

    @Test("a cached element asks its provider once, an uncached one each time it is resolved")
    func deferredElementResolution() {
        var asked: [String] = []
        let cached = UIDeferredMenuElement { completion in
            asked.append("cached")
            completion([UIAction(title: "A") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            asked.append("uncached")
            completion([UIAction(title: "B") { _ in }, UIAction(title: "C") { _ in }])
        }
        let pending = UIDeferredMenuElement { _ in asked.append("pending") }
        #expect(cached.resolvedElements()?.map(\.title) == ["A"])
        #expect(cached.resolvedElements()?.map(\.title) == ["A"])
        #expect(uncached.resolvedElements()?.map(\.title) == ["B", "C"])
        #expect(uncached.resolvedElements()?.map(\.title) == ["B", "C"])
        #expect(pending.resolvedElements() == nil)
        #expect(pending.resolvedElements() == nil)
        #expect(asked == ["cached", "uncached", "uncached", "pending", "pending"])
    }

    @Test("interface orientations say whether they are portrait or landscape")
    func interfaceOrientation() {
        #expect(UIInterfaceOrientation.portrait.isPortrait)
        #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape)
        #expect(UIInterfaceOrientation.landscapeRight.isLandscape)
        #expect(!UIInterfaceOrientation.unknown.isPortrait)
        #expect(!UIInterfaceOrientation.unknown.isLandscape)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }
}
