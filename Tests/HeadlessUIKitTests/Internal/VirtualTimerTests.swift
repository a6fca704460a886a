// ViewLifecycle · HeadlessUIKitTests

import Testing

@testable import HeadlessUIKit

// A sleep until an instant of real time reaches the executor as the time left to that instant,
// read a moment after the task read the clock; the job's start bounds the delay from above.
// These are the cases a loaded machine makes: a pause in either gap.
@Suite struct VirtualTimerTests {
    @Test("a sleep filed microseconds after the clock was read keeps its delay")
    func shortGap() {
        let delay = VirtualTimer.delay(
            remaining: Duration.microseconds(1_999_996), timeInJob: .microseconds(40))
        #expect(delay == 2)
    }

    @Test("a pause between reading the clock and filing the wake-up does not shorten the delay")
    func pauseBeforeFiling() {
        // Paused 0.7 ms after the task read the clock: 1.9993 s were left; the job began 0.71 ms
        // before the deadline's 2 s, and only its start gives the delay back.
        let delay = VirtualTimer.delay(
            remaining: Duration.microseconds(1_999_300), timeInJob: .microseconds(710))
        #expect(delay == 2)
        // Paused 3.4 ms: rounding alone would make it 1.997 s.
        let longer = VirtualTimer.delay(
            remaining: Duration.microseconds(1_996_600), timeInJob: .microseconds(3_412))
        #expect(longer == 2)
    }

    @Test("a job that works before it sleeps does not lengthen the delay")
    func workBeforeSleeping() {
        // The job ran 60 ms before sleeping a quarter second; the wake-up was filed at once.
        let delay = VirtualTimer.delay(
            remaining: Duration.microseconds(249_997), timeInJob: .microseconds(60_003))
        #expect(delay == 0.25)
    }

    @Test("outside a run-loop job the time left is rounded to the millisecond")
    func outsideAJob() {
        #expect(VirtualTimer.delay(remaining: Duration.microseconds(249_997), timeInJob: nil) == 0.25)
        #expect(VirtualTimer.delay(remaining: Duration.microseconds(249_300), timeInJob: nil) == 0.249)
        #expect(VirtualTimer.delay(remaining: Duration.seconds(-1), timeInJob: nil) == 0)
    }
}
