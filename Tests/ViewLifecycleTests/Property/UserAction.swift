// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// One thing a user (or the app's code on the user's behalf) does in a random session.
    enum UserAction: CaseIterable {
        case push, pop, swipeBackCancelled, swipeBackFinished, presentSheet, presentCover
        case swipeDownCancelled, swipeDownFinished, switchTab, toggleOtherTab, toggleDetail, changeID
        case removeOrAddRow, background, foreground
        case scrollAway, scrollBack, swipePageForward, swipePageBack, presentPopover, presentAlert,
            dismissAlert
        case selectFolder, goBack, resize, replaceWindowRoot, restoreWindowRoot
    }

    extension UserAction {
        /// Performs the action on the session's app, then runs the run loop until idle. An action
        /// that makes no sense in the current state (a pop at the root) does what UIKit and SwiftUI
        /// do then: nothing.
        @MainActor func perform(
            on host: UIViewController, in window: UIWindow, _ controls: SessionApp.Controls,
            _ recorder: SessionRecorder, random: inout some RandomNumberGenerator
        ) {
            switch self {
            case .push:
                controls.path.wrappedValue.append(Int.random(in: 1...3, using: &random))
            case .pop:
                if !controls.path.wrappedValue.isEmpty { controls.path.wrappedValue.removeLast() }
            case .swipeBackCancelled, .swipeBackFinished:
                if let navigation = firstNavigationController(in: host),
                    let swipe = Driver.beginInteractivePop(navigation)
                {
                    self == .swipeBackCancelled ? swipe.cancel() : swipe.finish()
                }
            case .presentSheet, .presentCover:
                // One presentation at a time from one view, as SwiftUI requires.
                guard !controls.showsSheet.wrappedValue, !controls.showsCover.wrappedValue else { break }
                (self == .presentSheet ? controls.showsSheet : controls.showsCover).wrappedValue = true
            case .swipeDownCancelled, .swipeDownFinished:
                if let presented = host.presentedViewController,
                    let swipe = Driver.beginInteractiveDismissal(presented)
                {
                    self == .swipeDownCancelled ? swipe.cancel() : swipe.finish()
                }
            case .switchTab:
                Driver.tapTab(["Home", "Other", "Pages", "Rows", "Split"].randomElement(using: &random)!)
            case .toggleOtherTab:
                controls.showsOtherTab.wrappedValue.toggle()
            case .toggleDetail:
                controls.showsDetail.wrappedValue.toggle()
            case .removeOrAddRow:
                // A row leaves its `ForEach` while on screen; once all have gone, a new one comes.
                let rows = controls.rows.wrappedValue
                if rows.isEmpty {
                    controls.rows.wrappedValue = [Int.random(in: 3...1000, using: &random)]
                } else {
                    controls.rows.wrappedValue.remove(at: Int.random(in: rows.indices, using: &random))
                }
            case .changeID:
                controls.detailID.wrappedValue += 1
            // The scene's state changes as the call begins: SwiftUI updates scenePhase within it.
            case .background:
                recorder.sceneActive = false
                Driver.enterBackground()
            case .foreground:
                recorder.sceneActive = true
                Driver.enterForeground()
            // The list is scrolled only where it is on screen (the driver finds no other), and only
            // while the app is active, as a user's finger does: a row a scroll brings in while the
            // scene is inactive reads the scene's state at its next update (Docs/ViewLifecycle.md).
            case .scrollAway:
                if recorder.sceneActive {
                    Driver.scrollContent(by: CGFloat(Int.random(in: 300...1_500, using: &random)))
                }
            case .scrollBack:
                if recorder.sceneActive { Driver.scrollContentToTop() }
            case .swipePageForward, .swipePageBack:
                Driver.swipePage(forward: self == .swipePageForward)
            case .presentPopover, .presentAlert:
                guard !controls.showsSheet.wrappedValue, !controls.showsCover.wrappedValue,
                    !controls.showsPopover.wrappedValue, !controls.showsAlert.wrappedValue
                else { break }
                (self == .presentPopover ? controls.showsPopover : controls.showsAlert).wrappedValue = true
            case .dismissAlert:
                if controls.showsAlert.wrappedValue { try? Driver.tap("OK") }
            case .selectFolder:
                try? Driver.tap("Folder \(Int.random(in: 0...1, using: &random))")
            case .goBack:
                try? Driver.goBack()
            case .resize:
                recorder.regularWidth.toggle()
                Driver.setRegularWidth(recorder.regularWidth)
            // Window root replacement: the session's host leaves the window, a plain screen takes
            // its place; restoring puts the host back.
            case .replaceWindowRoot:
                if window.rootViewController === host { window.rootViewController = UIViewController() }
            case .restoreWindowRoot:
                if window.rootViewController !== host { window.rootViewController = host }
            }
            Driver.runUntilIdle()
        }

        /// The navigation controller behind the session's `NavigationStack`, found by walking the
        /// controller tree from the host.
        @MainActor private func firstNavigationController(
            in controller: UIViewController
        ) -> UINavigationController? {
            if let navigation = controller as? UINavigationController { return navigation }
            for child in controller.children {
                if let navigation = firstNavigationController(in: child) { return navigation }
            }
            return nil
        }
    }

#endif
