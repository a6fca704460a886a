// ViewLifecycle · HeadlessSwiftUI

/// The steps a graph update still has to take: a stack in place of the native one.
///
/// A step appends the steps it leads to in the order they run (a node's children in order, then
/// its own finishing steps); `next()` hands each step's follow-ups back in that order, and all of
/// a step's follow-ups (with theirs) before the step after it. That is the depth-first order the
/// walk had when it recursed, so `body` runs, `onAppear`, `onDisappear` and `onChange` keep their
/// order, while a level of the tree costs a few entries here rather than several native frames.
struct GraphWork {
    /// Pending steps; the next to run is last.
    private var stack: [GraphStep] = []
    /// Where the steps appended since the last `next()` begin (still in running order).
    private var appendedFrom = 0

    /// Appends a step to run after those the current step appended before it.
    mutating func append(_ step: consuming GraphStep) {
        stack.append(step)
    }

    /// Removes and returns the step to run next, or `nil` when the walk is done.
    mutating func next() -> GraphStep? {
        // Last in, first out: the current step's follow-ups are flipped so the first comes out
        // first; everything below them waits until they and their own follow-ups are done.
        // Flipped in the buffer: reversing `stack[appendedFrom...]` would copy the slice.
        stack.withUnsafeMutableBufferPointer { $0[appendedFrom...].reverse() }
        let step = stack.popLast()
        appendedFrom = stack.count
        return step
    }
}
