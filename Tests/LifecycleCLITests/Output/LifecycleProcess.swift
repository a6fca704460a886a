// ViewLifecycle · LifecycleCLITests

import Foundation

/// Runs the built `lifecycle` executable, found beside this test bundle, with its standard output
/// sent where a test says: a file such as `/dev/full`, or a pipe whose reader is already closed.
enum LifecycleProcess {
    /// Where the process's standard output goes.
    enum Output {
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
        /// A pipe whose read end is closed before the process starts.
        case closedPipe
        /// A file opened for reading only, so every write fails as on a closed descriptor
        /// (`EBADF`, as `>&-` gives).
        case readOnly(String)
    }

    /// The exit status and standard error of one run.
    struct Result: Equatable {
        var status: Int32
        var stderr: String
    }

    static func run(_ arguments: [String], stdout: Output) throws -> Result {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = directory.appendingPathComponent("lifecycle")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        switch stdout {
        case .file(let path):
            process.standardOutput = FileHandle(forWritingAtPath: path)
        case .readOnly(let path):
            process.standardOutput = FileHandle(forReadingAtPath: path)
        case .closedPipe:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        }
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // A signal (SIGPIPE, SIGILL) is a crash, which the tests must see as such.
        let status =
            process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Result(status: status, stderr: String(decoding: data, as: UTF8.self))
    }
}
