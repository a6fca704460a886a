// ViewLifecycle · HeadlessUIKitTests

// open, dup2 and fflush come with Foundation, which HeadlessUIKit re-exports as UIKit does.
import HeadlessUIKit

/// Runs `body` with the process's standard output and standard error sent to a file, and returns
/// what was written: the console a device app's `print` and UIKit's warnings would reach.
///
/// Tests are main-actor and synchronous, so no other test prints while the capture is on.
@MainActor func captureConsole(_ body: () -> Void) -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("console-\(UUID().uuidString).txt").path
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return "" }
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = open(path, O_WRONLY)
    fflush(nil)
    let savedOut = dup(1)
    let savedErr = dup(2)
    dup2(file, 1)
    dup2(file, 2)
    body()
    fflush(nil)
    dup2(savedOut, 1)
    dup2(savedErr, 2)
    close(savedOut)
    close(savedErr)
    close(file)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
