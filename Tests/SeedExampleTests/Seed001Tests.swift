// ViewLifecycle · SeedExampleTests

import Testing

/// Seed 001 (`Examples/seed001`), its `ContentView` pushed and popped, run as `swift run seed001`.
///
/// What each line is, and why:
/// 1. `push ContentView`: the executable's step header.
/// 2. `doSomething()`: the pushed hosting controller gets `viewWillAppear(_:)` and UIKit forwards
///    it to its children, which include the two handlers' coordinators (each handler's
///    `makeUIViewController` returns its coordinator, a `UIViewController`, which joins the host
///    when the host comes on screen). `ViewWillAppearHandler.Coordinator` runs `onWillAppear`;
///    `ViewWillDisappearHandler.Coordinator` does nothing on appear. One line.
/// 3. `pop ContentView`, then `doSomething()`: the pop sends the host `viewWillDisappear(_:)`,
///    forwarded to both coordinators; only the disappear handler calls back. One line.
/// 4. `done`: the pop has finished; the host and both coordinators are released.
///
/// Sources: UIKit's push/pop order (traces/03) and appearance forwarding to children (traces/17);
/// the representables' make/update order (traces/18).
@Suite(.serialized)
struct Seed001Tests {
    @Test("seed 001's handlers call back once on push and once on pop")
    func pushAndPop() throws {
        let output = try SeedProcess.run("seed001")
        #expect(output == "push ContentView\ndoSomething()\npop ContentView\ndoSomething()\ndone\n")
    }
}
