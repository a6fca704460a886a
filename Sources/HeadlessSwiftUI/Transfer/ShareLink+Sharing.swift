// ViewLifecycle · HeadlessSwiftUI

extension ShareLink {
    /// What a tap shares now: the latest items, subject, message and previews.
    package var share: Headless.Share {
        Headless.Share(
            items: items.map { String(describing: $0) }, subject: subject?.string, message: message?.string,
            previewTitles: preview.map { preview in items.map { preview($0).title.string } } ?? [])
    }

    /// Records `share` and presents the share sheet over the topmost controller of `node`'s
    /// host, as a tap on a device does (a host not in a window presents nothing).
    package static func present(_ share: Headless.Share, from node: ViewNode) {
        SharedContent.current.shares.append(share)
        guard var top = node.graph?.host, top.viewIfLoaded?.window != nil else { return }
        while let presented = top.presentedViewController, presented !== top { top = presented }
        top.present(ShareSheetController(share: share), animated: true)
    }
}
