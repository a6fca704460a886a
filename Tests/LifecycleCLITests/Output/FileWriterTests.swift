// ViewLifecycle · LifecycleCLITests

import LifecycleDemo
import Testing

/// Output that cannot crash: every subcommand, `--help` and error messages, run as the built
/// executable with a full disk or a closed reader behind standard output.
@Suite(.serialized)
struct FileWriterTests {
    /// Every subcommand's run; `demo` where it runs (not on a Mac without the Headless trait).
    private static let runs: [[String]] =
        [
            ["check", TestFiles.seedLog], ["check", "--format", "json", TestFiles.seedLog],
            ["normalize", TestFiles.seedLog], ["normalize", "--format", "json", TestFiles.seedLog],
            ["diagram", TestFiles.seedLog],
        ] + (DemoCommand.runsInThisBuild ? [["demo"]] : [])
        + [["--help"], ["help", "check"], ["check", "--help"], ["--version"]]

    @Test(
        "a full disk is one line on standard error and exit 74, never a backtrace",
        .enabled(if: LifecycleProcess.hasFullDevice, "needs /dev/full (Linux)"), arguments: runs)
    func fullDisk(arguments: [String]) throws {
        #expect(
            try LifecycleProcess.run(arguments, stdout: .file("/dev/full"))
                == LifecycleProcess.Result(
                    status: 74,
                    stderr: "lifecycle: error: cannot write to standard output (No space left on device); "
                        + "free space where it goes, or redirect it elsewhere\n"))
    }

    @Test("standard output closed or read-only: exit 74, and the fix is to open it, not to free space")
    func notWritable() throws {
        #expect(
            try LifecycleProcess.run(["check", TestFiles.seedLog], stdout: .readOnly("/dev/null"))
                == LifecycleProcess.Result(
                    status: 74,
                    stderr: "lifecycle: error: cannot write to standard output (Bad file descriptor); "
                        + "run it with standard output open for writing, or redirect it to a file\n"))
    }

    @Test("a reader that closed the pipe ends the command quietly with status 0", arguments: runs)
    func closedPipe(arguments: [String]) throws {
        #expect(
            try LifecycleProcess.run(arguments, stdout: .closedPipe)
                == LifecycleProcess.Result(status: 0, stderr: ""))
    }

    @Test(
        "an error message still goes out, with its own status, when standard output is full",
        .enabled(if: LifecycleProcess.hasFullDevice, "needs /dev/full (Linux)"))
    func errorWithFullOutput() throws {
        #expect(
            try LifecycleProcess.run(["chek"], stdout: .file("/dev/full"))
                == LifecycleProcess.Result(
                    status: 2,
                    stderr:
                        "lifecycle: error: unknown subcommand 'chek' (did you mean 'check'?); see 'lifecycle --help'\n"
                ))
    }
}
