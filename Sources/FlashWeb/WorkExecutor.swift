import Dispatch

/// The threads the server's slow work runs on (building a list, drawing a picture, speaking a
/// word): a queue of its own instead of Swift's shared pool, whose few threads anything else
/// in the process may be holding (a test waiting on this very server). The work's child tasks
/// run here too, as a task executor preference passes to them.
final class WorkExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "flash.serve.work", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job), executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Starts `work` on these threads.
    func run(_ work: @escaping @Sendable () async -> Void) {
        Task(executorPreference: self) { await work() }
    }
}
