//! Heavy work off the I/O workers: a bounded compute pool with admission control.
//!
//! actix runs every handler on its I/O workers, one event loop per core. Advice takes
//! milliseconds of CPU (win-objective discards about 1.6 ms), and while a worker computes it
//! answers nothing else: measured before this pool, 64 connections asking for advice held
//! `GET /healthz` at 50 ms median and 281 ms at the 99th percentile (BENCHMARKS.md,
//! "Overload"). So the handlers parse and check a request on the I/O worker, then hand the
//! heavy part to this pool and wait for it without blocking; the I/O workers stay free for
//! probes and cheap answers.
//!
//! In front of the pool is admission control by estimated cost. Each kind of [`Work`] keeps a
//! running estimate of its CPU time; the work already waiting, divided among the threads, is
//! how long a new request would wait. When that is longer than the queue time
//! (`COMPUTE_QUEUE_MS`), the request is refused at once ([`Refusal::Busy`]: 503 with
//! `Retry-After`) rather than left to time out. A request still waiting at the end of the
//! queue time (the estimate was low) is refused then by its caller, without being computed
//! ([`Refusal::Waited`]): not when a thread frees up, which behind a long computation can be
//! tens of milliseconds later (the clean-clone CI of 2026-11-29 saw 10 such refusals of
//! 9,625 come later than the queue time and 50 ms, the slowest at 168 ms of a 100 ms queue).
//! One whose client has gone is dropped without being computed. So every heavy request is
//! answered or refused within the queue time plus its own work.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use prometheus::{HistogramOpts, HistogramVec, IntCounterVec, IntGauge, Opts, Registry};

/// The kinds of heavy work, each with its own cost estimate and metric label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// `POST /v1/discards/recommend`.
    Discards,
    /// `POST /v1/pegging/recommend`.
    PlayAdvice,
    /// `POST /v1/games/score` for a game of many hands.
    Game,
    /// `POST /v1/games/review` and `POST /v1/rounds/review`: every decision judged.
    Review,
}

impl Work {
    const ALL: [Work; 4] = [Work::Discards, Work::PlayAdvice, Work::Game, Work::Review];

    fn index(self) -> usize {
        self as usize
    }

    /// The metric label.
    pub fn label(self) -> &'static str {
        match self {
            Work::Discards => "discards",
            Work::PlayAdvice => "play_advice",
            Work::Game => "game",
            Work::Review => "review",
        }
    }
}

/// Why heavy work was not done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Refused on arrival: the work already waiting would keep it longer than the queue time.
    Busy,
    /// Admitted, but its turn came only after the queue time: refused then, not computed.
    Waited,
    /// The computation panicked (a defect: the domain is built never to), or the pool is gone.
    Failed,
}

/// The pool's settings: how many threads, and how long a request may wait for one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputeSettings {
    /// Threads computing heavy work.
    pub threads: usize,
    /// The longest a request may wait for a thread before it is refused.
    pub queue_time: Duration,
}

/// A new kind of work is assumed to cost this much until one has been measured: about what
/// the heaviest everyday request (win-objective discards) costs, so a cold start admits
/// cautiously rather than flooding the queue.
const FIRST_ESTIMATE: Duration = Duration::from_millis(2);

/// No estimate goes below this, so the queue stays bounded however cheap the work looks
/// (at most queue time × threads / 20 µs waiting requests).
const LEAST_ESTIMATE_NS: u64 = 20_000;

/// The bounded compute pool and its admission control; cheap to share (`web::Data`).
pub struct Compute {
    pool: rayon::ThreadPool,
    state: Arc<State>,
}

/// Where an admitted job stands ([`Compute::run`]): waiting for a thread, taken by one, or
/// refused by its caller at the end of the queue time. Whichever of the thread and the caller
/// moves it from [`QUEUED`] first decides.
const QUEUED: u8 = 0;
const TAKEN: u8 = 1;
const REFUSED: u8 = 2;

/// What admission control knows, shared by the handlers and the pool's threads.
struct State {
    threads: u64,
    queue_ns: u64,
    /// The estimated CPU time of the work admitted and not started, in nanoseconds.
    waiting_ns: AtomicU64,
    /// Requests admitted and not started.
    waiting: AtomicUsize,
    /// Each kind's estimated cost in nanoseconds, a moving average of what it measured.
    estimate_ns: [AtomicU64; 4],
    metrics: ComputeMetrics,
}

impl Compute {
    /// Starts the pool's threads (named `compute-N`) and registers its metrics in `registry`.
    pub fn new(settings: ComputeSettings, registry: &Registry) -> std::io::Result<Compute> {
        let metrics = ComputeMetrics::register(registry).map_err(std::io::Error::other)?;
        let threads = settings.threads.max(1);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("compute-{i}"))
            .build()
            .map_err(std::io::Error::other)?;
        let state = State {
            threads: threads as u64,
            queue_ns: u64::try_from(settings.queue_time.as_nanos()).unwrap_or(u64::MAX),
            waiting_ns: AtomicU64::new(0),
            waiting: AtomicUsize::new(0),
            estimate_ns: Work::ALL.map(|_| AtomicU64::new(nanos(FIRST_ESTIMATE))),
            metrics,
        };
        Ok(Compute {
            pool,
            state: Arc::new(state),
        })
    }

    /// Runs `job` on the pool, or refuses it at once when the pool is too busy to start it
    /// within the queue time. The caller's task waits without blocking its thread; dropping
    /// the returned future (the client went away) leaves the job to be skipped, not computed.
    pub async fn run<T, F>(&self, work: Work, job: F) -> Result<T, Refusal>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let state = &self.state;
        let cost = state.estimate_ns[work.index()].load(Ordering::Relaxed);
        if !state.admit(cost) {
            state.metrics.refused(work, "busy");
            return Err(Refusal::Busy);
        }
        state
            .metrics
            .admitted
            .with_label_values(&[work.label()])
            .inc();
        state.metrics.waiting.inc();
        let (sender, mut receiver) = futures_channel::oneshot::channel();
        let shared = Arc::clone(state);
        let queued = Instant::now();
        let turn = Arc::new(AtomicU8::new(QUEUED));
        let its_turn = Arc::clone(&turn);
        self.pool.spawn_fifo(move || {
            if let Err(refusal) = shared.start(work, cost, queued, &its_turn, sender.is_canceled())
            {
                let _ = sender.send(Err(refusal));
                return;
            }
            let started = Instant::now();
            let result = catch_unwind(AssertUnwindSafe(job)).map_err(|_| Refusal::Failed);
            shared.finish(work, started.elapsed());
            // The receiver is gone when the client left while this ran: nothing to answer.
            let _ = sender.send(result);
        });
        let queue_time = self.queue_time().saturating_sub(queued.elapsed());
        if let Ok(answer) = actix_web::rt::time::timeout(queue_time, &mut receiver).await {
            return answer.unwrap_or(Err(Refusal::Failed));
        }
        // The queue time is over. Still waiting: refused now, and its thread will skip it.
        // Started: it is computing, and is answered when done.
        if turn
            .compare_exchange(QUEUED, REFUSED, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
        {
            state.metrics.refused(work, "waited");
            return Err(Refusal::Waited);
        }
        receiver.await.unwrap_or(Err(Refusal::Failed))
    }

    /// Requests admitted and waiting for a thread now.
    pub fn waiting(&self) -> usize {
        self.state.waiting.load(Ordering::Relaxed)
    }

    /// The queue time a request may wait before it is refused.
    pub fn queue_time(&self) -> Duration {
        Duration::from_nanos(self.state.queue_ns)
    }
}

impl State {
    /// Admits work of estimated `cost` when what waits, shared among the threads, would start
    /// it within the queue time; counts it as waiting if so.
    fn admit(&self, cost: u64) -> bool {
        let mut waiting = self.waiting_ns.load(Ordering::Relaxed);
        loop {
            // The wait is what is queued ahead, shared by the threads; a request's own cost is
            // not part of its wait.
            if waiting / self.threads > self.queue_ns {
                return false;
            }
            match self.waiting_ns.compare_exchange_weak(
                waiting,
                waiting + cost,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => {
                    self.waiting.fetch_add(1, Ordering::Relaxed);
                    return true;
                }
                Err(now) => waiting = now,
            }
        }
    }

    /// A job's turn has come: it leaves the queue, and is refused (not computed) when its
    /// caller refused it already (`turn`), it waited past the queue time or nobody waits for
    /// its answer any more.
    fn start(
        &self,
        work: Work,
        cost: u64,
        queued: Instant,
        turn: &AtomicU8,
        abandoned: bool,
    ) -> Result<(), Refusal> {
        self.waiting_ns.fetch_sub(cost, Ordering::Relaxed);
        self.waiting.fetch_sub(1, Ordering::Relaxed);
        self.metrics.waiting.dec();
        let waited = queued.elapsed();
        self.metrics
            .queue_seconds
            .with_label_values(&[work.label()])
            .observe(waited.as_secs_f64());
        if turn
            .compare_exchange(QUEUED, TAKEN, Ordering::AcqRel, Ordering::Acquire)
            .is_err()
        {
            // Refused by its caller at the end of the queue time, and counted there.
            return Err(Refusal::Waited);
        }
        if abandoned {
            self.metrics.refused(work, "abandoned");
            return Err(Refusal::Failed);
        }
        if nanos(waited) > self.queue_ns {
            self.metrics.refused(work, "waited");
            return Err(Refusal::Waited);
        }
        self.metrics.running.inc();
        Ok(())
    }

    /// A job is done: its time updates its kind's estimate (an eighth of the way each time, so
    /// one odd request moves it little and a new mix is learnt within a few dozen).
    fn finish(&self, work: Work, took: Duration) {
        self.metrics.running.dec();
        self.metrics
            .work_seconds
            .with_label_values(&[work.label()])
            .observe(took.as_secs_f64());
        let estimate = &self.estimate_ns[work.index()];
        let old = estimate.load(Ordering::Relaxed);
        let sample = nanos(took).max(LEAST_ESTIMATE_NS);
        // Races between threads lose an update now and then; the estimate stays a fair average.
        estimate.store(old - old / 8 + sample / 8, Ordering::Relaxed);
    }
}

fn nanos(duration: Duration) -> u64 {
    u64::try_from(duration.as_nanos()).unwrap_or(u64::MAX)
}

/// The pool's metrics, in the service's registry.
#[derive(Clone)]
struct ComputeMetrics {
    admitted: IntCounterVec,
    refused: IntCounterVec,
    queue_seconds: HistogramVec,
    work_seconds: HistogramVec,
    waiting: IntGauge,
    running: IntGauge,
}

impl ComputeMetrics {
    fn register(registry: &Registry) -> Result<ComputeMetrics, prometheus::Error> {
        let buckets = vec![
            0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1,
            0.25, 1.0,
        ];
        let metrics = ComputeMetrics {
            admitted: IntCounterVec::new(
                Opts::new(
                    "compute_admitted_total",
                    "Heavy requests admitted to the compute pool",
                ),
                &["work"],
            )?,
            refused: IntCounterVec::new(
                Opts::new(
                    "compute_refused_total",
                    "Heavy requests refused with 503 (busy: on arrival; waited: past the queue \
                     time when their turn came) or dropped (abandoned: the client had gone)",
                ),
                &["work", "reason"],
            )?,
            queue_seconds: HistogramVec::new(
                HistogramOpts::new(
                    "compute_queue_seconds",
                    "Time admitted heavy requests waited for a compute thread, in seconds",
                )
                .buckets(buckets.clone()),
                &["work"],
            )?,
            work_seconds: HistogramVec::new(
                HistogramOpts::new(
                    "compute_work_seconds",
                    "Time heavy requests computed on the pool, in seconds",
                )
                .buckets(buckets),
                &["work"],
            )?,
            waiting: IntGauge::new(
                "compute_waiting",
                "Heavy requests admitted and waiting for a compute thread",
            )?,
            running: IntGauge::new("compute_running", "Heavy requests being computed")?,
        };
        registry.register(Box::new(metrics.admitted.clone()))?;
        registry.register(Box::new(metrics.refused.clone()))?;
        registry.register(Box::new(metrics.queue_seconds.clone()))?;
        registry.register(Box::new(metrics.work_seconds.clone()))?;
        registry.register(Box::new(metrics.waiting.clone()))?;
        registry.register(Box::new(metrics.running.clone()))?;
        Ok(metrics)
    }

    fn refused(&self, work: Work, reason: &str) {
        self.refused
            .with_label_values(&[work.label(), reason])
            .inc();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::future::Future;
    use std::pin::Pin;
    use std::sync::atomic::AtomicBool;
    use std::sync::mpsc;
    use std::task::{Context, Poll, Waker};

    type Pending<T> = Pin<Box<dyn Future<Output = Result<T, Refusal>> + Send>>;

    fn pool(threads: usize, queue_ms: u64) -> Arc<Compute> {
        let settings = ComputeSettings {
            threads,
            queue_time: Duration::from_millis(queue_ms),
        };
        Arc::new(Compute::new(settings, &Registry::new()).unwrap())
    }

    /// Polls once: admission happens on the first poll.
    fn poll_once<T>(future: &mut Pending<T>) -> Poll<Result<T, Refusal>> {
        future
            .as_mut()
            .poll(&mut Context::from_waker(Waker::noop()))
    }

    /// A job that holds the pool's one thread until `release` is sent, and says when it holds;
    /// with how many tries it took. A loaded machine can wake the pool's thread later than a
    /// short queue time, and then the blocker itself is refused as `waited` (as it should be):
    /// it is sent again until it holds the thread.
    fn blocker(compute: &Arc<Compute>) -> (Pending<()>, mpsc::Sender<()>, usize) {
        for tries in 1..=50 {
            let (release, wait) = mpsc::channel::<()>();
            let (holding, started) = mpsc::channel::<()>();
            let shared = Arc::clone(compute);
            let mut future: Pending<()> = Box::pin(async move {
                shared
                    .run(Work::Discards, move || {
                        holding.send(()).unwrap();
                        wait.recv().unwrap();
                    })
                    .await
            });
            assert!(poll_once(&mut future).is_pending(), "the pool is idle");
            if started.recv().is_ok() {
                return (future, release, tries);
            }
        }
        panic!("the pool's thread never started a job within the queue time");
    }

    fn job(compute: &Arc<Compute>, ran: &Arc<AtomicBool>) -> Pending<u32> {
        let compute = Arc::clone(compute);
        let ran = Arc::clone(ran);
        Box::pin(async move {
            compute
                .run(Work::Discards, move || {
                    ran.store(true, Ordering::SeqCst);
                    7
                })
                .await
        })
    }

    #[tokio::test]
    async fn work_runs_on_the_pool_threads_and_answers() {
        let compute = pool(2, 100);
        let name = compute
            .run(Work::PlayAdvice, || {
                std::thread::current().name().map(str::to_owned)
            })
            .await;
        assert!(
            name.as_ref()
                .is_ok_and(|n| n.as_deref().is_some_and(|n| n.starts_with("compute-"))),
            "{name:?}"
        );
    }

    #[tokio::test]
    async fn what_would_wait_past_the_queue_time_is_refused_at_once() {
        // One thread, 200 ms of queue, every request estimated at 2 ms before any is measured:
        // 0, 2, ..., 200 ms of work waiting are admitted (101 requests), the next is refused.
        let compute = pool(1, 200);
        let (mut held, release, _) = blocker(&compute);
        let ran = Arc::new(AtomicBool::new(false));
        let mut admitted = Vec::new();
        let refused = loop {
            let mut next = job(&compute, &ran);
            match poll_once(&mut next) {
                Poll::Pending => admitted.push(next),
                Poll::Ready(outcome) => break outcome,
            }
            assert!(admitted.len() <= 101, "never refused");
        };
        assert_eq!(refused, Err(Refusal::Busy));
        assert_eq!(admitted.len(), 101);
        assert_eq!(compute.waiting(), 101);
        release.send(()).unwrap();
        assert_eq!(held.as_mut().await, Ok(()));
        for mut future in admitted {
            assert_eq!(future.as_mut().await, Ok(7));
        }
        assert_eq!(compute.waiting(), 0);
        // Measured now, the cheap jobs bring the estimate down: room for far more.
        let mut next = job(&compute, &ran);
        assert_eq!(next.as_mut().await, Ok(7));
    }

    #[tokio::test]
    async fn a_request_whose_turn_comes_after_the_queue_time_is_refused_and_not_computed() {
        let compute = pool(1, 20);
        let (mut held, release, _) = blocker(&compute);
        let ran = Arc::new(AtomicBool::new(false));
        let mut late = job(&compute, &ran);
        assert!(poll_once(&mut late).is_pending(), "admitted: nothing waits");
        std::thread::sleep(Duration::from_millis(100));
        release.send(()).unwrap();
        assert_eq!(held.as_mut().await, Ok(()));
        assert_eq!(late.as_mut().await, Err(Refusal::Waited));
        assert!(!ran.load(Ordering::SeqCst));
    }

    #[tokio::test]
    async fn a_request_still_waiting_at_the_end_of_the_queue_time_is_refused_then() {
        // The one thread stays busy until after the answer: a refusal that waited for the
        // thread to free up would never come, and the guard's five seconds would run out.
        let compute = pool(1, 20);
        let (mut held, release, _) = blocker(&compute);
        let ran = Arc::new(AtomicBool::new(false));
        let late = job(&compute, &ran);
        let answer = tokio::time::timeout(Duration::from_secs(5), late).await;
        assert_eq!(answer, Ok(Err(Refusal::Waited)));
        release.send(()).unwrap();
        assert_eq!(held.as_mut().await, Ok(()));
        // First in first out: once this has run, the refused job's turn has passed, skipped.
        let after = Arc::new(AtomicBool::new(false));
        assert_eq!(job(&compute, &after).as_mut().await, Ok(7));
        assert!(after.load(Ordering::SeqCst));
        assert!(
            !ran.load(Ordering::SeqCst),
            "a refused job is never computed"
        );
        assert_eq!(compute.waiting(), 0);
    }

    #[tokio::test]
    async fn work_whose_client_has_gone_is_not_computed() {
        let compute = pool(1, 1000);
        let (mut held, release, _) = blocker(&compute);
        let ran = Arc::new(AtomicBool::new(false));
        let mut gone = job(&compute, &ran);
        assert!(poll_once(&mut gone).is_pending());
        drop(gone);
        release.send(()).unwrap();
        assert_eq!(held.as_mut().await, Ok(()));
        // One thread, first in first out: once this has run, the dropped one's turn has passed.
        let after = Arc::new(AtomicBool::new(false));
        assert_eq!(job(&compute, &after).as_mut().await, Ok(7));
        assert!(after.load(Ordering::SeqCst));
        assert!(!ran.load(Ordering::SeqCst));
        assert_eq!(compute.waiting(), 0);
    }

    #[tokio::test]
    async fn a_panicking_job_fails_alone_and_the_pool_keeps_working() {
        let compute = pool(1, 100);
        let failed = compute
            .run(Work::Game, || -> u32 { panic!("a defect in the job") })
            .await;
        assert_eq!(failed, Err(Refusal::Failed));
        assert_eq!(compute.run(Work::Game, || 3).await, Ok(3));
    }

    #[tokio::test]
    async fn refusals_and_admissions_are_counted_by_work_and_reason() {
        let registry = Registry::new();
        let settings = ComputeSettings {
            threads: 1,
            queue_time: Duration::from_millis(50),
        };
        let compute = Arc::new(Compute::new(settings, &registry).unwrap());
        let (mut held, release, tries) = blocker(&compute);
        let ran = Arc::new(AtomicBool::new(false));
        // 0, 2, ..., 50 ms waiting: 26 admitted at 2 ms each; then refused.
        let mut queued = Vec::new();
        loop {
            let mut next = job(&compute, &ran);
            match poll_once(&mut next) {
                Poll::Pending => queued.push(next),
                Poll::Ready(outcome) => {
                    assert_eq!(outcome, Err(Refusal::Busy));
                    break;
                }
            }
        }
        assert_eq!(queued.len(), 26);
        release.send(()).unwrap();
        held.as_mut().await.unwrap();
        for mut future in queued {
            let _ = future.as_mut().await;
        }
        let mut text = Vec::new();
        prometheus::Encoder::encode(
            &prometheus::TextEncoder::new(),
            &registry.gather(),
            &mut text,
        )
        .unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.contains(r#"compute_refused_total{reason="busy",work="discards"} 1"#),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                r#"compute_admitted_total{{work="discards"}} {}"#,
                tries + 26
            )),
            "{text}"
        );
        assert!(text.contains("compute_queue_seconds_count"), "{text}");
    }
}
