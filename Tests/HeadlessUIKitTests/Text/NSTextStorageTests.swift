// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A delegate that logs what it hears.
private final class StorageDelegate: NSObject, NSTextStorageDelegate {
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {
        let line = "will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)"
        MainActor.assumeIsolated { Log.shared.append(line) }
    }

    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {
        let line = "did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)"
        MainActor.assumeIsolated { Log.shared.append(line) }
    }
}

// Source: NSTextStorage.h (iOS 17.4 SDK): an edit outside beginEditing/endEditing is processed at once;
// processing tells the delegate (will, then did) and posts the notifications; edits inside a session wait
// for the outermost endEditing().
@Suite(.serialized, .headlessWorld) @MainActor struct NSTextStorageTests {
    @Test("an edit is processed at once: will, the notification, did, the notification; then cleared")
    func editProcessedAtOnce() {
        let log = Log.start()
        let storage = NSTextStorage(string: "Hello")
        let delegate = StorageDelegate()
        storage.delegate = delegate
        let center = NotificationCenter.default
        let will = center.addObserver(
            forName: NSTextStorage.willProcessEditingNotification, object: storage, queue: nil
        ) { _ in
            MainActor.assumeIsolated { Log.shared.append("will notification") }
        }
        let did = center.addObserver(
            forName: NSTextStorage.didProcessEditingNotification, object: storage, queue: nil
        ) { _ in
            MainActor.assumeIsolated { Log.shared.append("did notification") }
        }
        storage.replaceCharacters(in: NSRange(location: 5, length: 0), with: ", world")
        #expect(log.take() == ["will 2 5,7 7", "will notification", "did 2 5,7 7", "did notification"])
        #expect(storage.string == "Hello, world")
        #expect(storage.editedMask == [])
        #expect(storage.editedRange.location == NSNotFound)
        #expect(storage.changeInLength == 0)
        center.removeObserver(will)
        center.removeObserver(did)
    }

    @Test("edits inside an editing session are processed together at the outermost endEditing()")
    func sessionBatchesEdits() {
        let log = Log.start()
        let storage = NSTextStorage(string: "abc")
        let delegate = StorageDelegate()
        storage.delegate = delegate
        storage.beginEditing()
        storage.beginEditing()
        storage.append(NSAttributedString(string: "def"))
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 1))
        storage.endEditing()
        #expect(log.take() == [])
        #expect(storage.editedMask == [.editedCharacters, .editedAttributes])
        #expect(storage.changeInLength == 3)
        storage.endEditing()
        #expect(log.take() == ["will 3 0,6 3", "did 3 0,6 3"])
        #expect(storage.string == "abcdef")
    }

    @Test("layout managers are kept in order and removed by identity")
    func layoutManagers() {
        let storage = NSTextStorage()
        let first = NSLayoutManager()
        let second = NSLayoutManager()
        storage.addLayoutManager(first)
        storage.addLayoutManager(second)
        storage.removeLayoutManager(first)
        #expect(storage.layoutManagers == [second])
        #expect(NSTextStorage.EditActions.editedCharacters.rawValue == 2)
    }
}
