// ViewLifecycle · lifecycle

import Foundation
import LifecycleCLI

// A closed reader must fail the write with EPIPE, which the command maps to a quiet exit,
// rather than kill the process with SIGPIPE before it can.
signal(SIGPIPE, SIG_IGN)
exit(LifecycleCommand.run(Array(CommandLine.arguments.dropFirst())))
