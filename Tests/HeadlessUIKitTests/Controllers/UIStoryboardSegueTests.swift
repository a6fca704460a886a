// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIStoryboardSegue.h / UIViewController.h: a controller overrides prepare(for:sender:) to set
// up the destination; a segue made with a handler runs it when performed.
@Suite(.serialized, .headlessWorld) @MainActor struct UIStoryboardSegueTests {
    final class DetailViewController: UIViewController {
        var itemName: String?
    }

    final class ListViewController: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
                detail.itemName = sender as? String
            }
        }
    }

    @Test("an overridden prepare(for:sender:) configures the destination; perform runs the handler")
    func prepareAndPerform() {
        let list = ListViewController()
        let detail = DetailViewController()
        var performed: [String] = []
        let segue = UIStoryboardSegue(identifier: "showDetail", source: list, destination: detail) {
            performed.append("perform")
        }
        #expect(list.shouldPerformSegue(withIdentifier: "showDetail", sender: nil) == true)
        list.prepare(for: segue, sender: "Milk")
        segue.perform()
        #expect(detail.itemName == "Milk")
        #expect(segue.source === list)
        #expect(performed == ["perform"])
    }
}
