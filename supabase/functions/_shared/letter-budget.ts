/**
 * What one letter's inspection may cost. Hosted Supabase gives an edge function 2 s of CPU time
 * and 256 MB of memory per request (Supabase docs, "Edge Functions limits"; supabase/edge-runtime
 * enforces them and ends the worker), and the local backend runs the same check in its only
 * thread. A letter that would need more is not inspected further: its verdict is 'too-complex'
 * (final, never retried), which staff see as "not checked".
 *
 * Three budgets, each enforced while the work happens, never estimated afterwards:
 * - bytes inflated (PDF object streams, ZIP parts, PNG image data), counted chunk by chunk as the
 *   inflater produces them, so a bomb stops at the cap instead of at the end of its output;
 * - pixels, read from the image's header (JPEG SOF, PNG IHDR) before anything is decoded;
 * - work time: the sum of the check's own synchronous slices. Between slices the check yields to
 *   the event loop (`pause`), so one letter never holds the local backend's only thread for long;
 *   time spent by others while it waits is not charged to the letter.
 */
import { Inflate } from 'fflate';

export type BudgetLimits = {
  /** Bytes all inflaters together may produce for one letter. */
  inflatedBytes: number;
  /** Milliseconds of the check's own work. */
  workMs: number;
  /** Milliseconds of work after which the check yields to the event loop. */
  sliceMs: number;
};

/**
 * 64 MiB inflated: far above what a letter's structure needs (the XML of a long Word document, the
 * object streams of a 100-page PDF are a few megabytes), a quarter of the edge's memory. 1 s of
 * work: half the edge's CPU time, leaving the other half for the rest of the request (download,
 * base64, the e-mail). Slices of 25 ms keep the local backend answering.
 */
export const DEFAULT_BUDGET_LIMITS: Readonly<BudgetLimits> = {
  inflatedBytes: 64 * 1024 * 1024,
  workMs: 1000,
  sliceMs: 25,
};

/** Thrown when a budget is spent: the inspection ends with 'too-complex'. */
export class BudgetExceeded extends Error {
  constructor(readonly budget: 'inflated-bytes' | 'work-time' | 'pixels') {
    super(`inspection budget exceeded: ${budget}`);
  }
}

const now = (): number => performance.now();

/**
 * The clock the work budget is charged on: CPU time where the runtime reports it, else wall time.
 * Node and Deno (which has `process` as a global since 2.0) report the process's CPU time through
 * process.cpuUsage, so a busy machine does not make a letter "too complex". Supabase's hosted edge
 * runtime is built on Deno, but whether its workers expose a working process.cpuUsage is not
 * documented (its Node compatibility layer may leave it out or return nothing usable); there the
 * clock is wall time, which is never less than the CPU time the runtime's own limit counts, so the
 * budget errs on the safe side. Where it is CPU time it is the whole process's (every request the
 * local backend serves at once): more than this request's, never less. Slices for yielding are
 * wall time.
 */
type CpuUsage = () => { user: number; system: number };
const nodeProcess = (globalThis as { process?: { cpuUsage?: CpuUsage } }).process;
function cpuClock(): (() => number) | null {
  if (typeof nodeProcess?.cpuUsage !== 'function') return null;
  const cpuUsage = nodeProcess.cpuUsage.bind(nodeProcess) as CpuUsage;
  try {
    const usage = cpuUsage();
    if (!Number.isFinite(usage.user + usage.system)) return null;
  } catch {
    return null;
  }
  return () => {
    const usage = cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
}
/** Milliseconds on the work clock (CPU time where the runtime reports it, else wall time). */
export const workClock: () => number = cpuClock() ?? now;

/**
 * The edge runtime's CPU limit is per request, the inspection budget per letter: a request that
 * checks several letters (a scheduled run) keeps one account of all its work on the same clock,
 * and starts no further letter check once it has used REQUEST_LETTER_CHECK_START_MS. The last
 * check may still use a whole letter's budget (1 s): 0.75 s + 1 s leaves a quarter of the 2 s for
 * the rest of the request (encoding, the answer). The letters not checked wait for the next run.
 */
export const REQUEST_LETTER_CHECK_START_MS = 750;

export class RequestWork {
  private readonly started: number;
  constructor(
    readonly startLimitMs: number = REQUEST_LETTER_CHECK_START_MS,
    private readonly clock: () => number = workClock,
  ) {
    this.started = clock();
  }

  /** Work used since the request began (on the work clock: wall time where no CPU time is known). */
  usedMs(): number {
    return this.clock() - this.started;
  }

  /** Whether a further letter check may start in this request. */
  mayStartLetterCheck(): boolean {
    return this.usedMs() < this.startLimitMs;
  }
}

/** Lets timers and I/O run: a macrotask, not a microtask (those would not let the loop turn). */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export class InspectionBudget {
  readonly limits: BudgetLimits;
  /** Bytes inflated so far (what a test reads to see the cap held). */
  inflatedBytes = 0;
  /** Work charged so far (CPU milliseconds where known), and the longest slice between two yields (wall). */
  workMs = 0;
  longestSliceMs = 0;
  /** Times the check gave the event loop a turn. */
  yields = 0;
  /** Set once a budget is spent; sticky, so a parser that swallows the error still stops. */
  exceeded: BudgetExceeded | null = null;
  private sliceStart = now();
  private sliceWorkStart = workClock();
  /** A parser is waiting for a tick it scheduled itself: the clock restarts at the next check. */
  private waitingExternally = false;

  constructor(limits: Partial<BudgetLimits> = {}) {
    this.limits = { ...DEFAULT_BUDGET_LIMITS, ...limits };
  }

  private fail(error: BudgetExceeded): never {
    this.exceeded ??= error;
    throw this.exceeded;
  }

  /** Records and throws a spent budget found outside the counters (pixels declared by a header). */
  refuse(budget: BudgetExceeded['budget']): never {
    this.fail(new BudgetExceeded(budget));
  }

  /** Throws when the work so far (this slice included) is over the time budget. */
  check(): void {
    if (this.exceeded !== null) throw this.exceeded;
    if (this.waitingExternally) {
      this.waitingExternally = false;
      this.startSlice();
    }
    if (this.workMs + (workClock() - this.sliceWorkStart) > this.limits.workMs) this.fail(new BudgetExceeded('work-time'));
  }

  /** Counts `bytes` more inflated output; throws past the cap. */
  chargeInflated(bytes: number): void {
    this.inflatedBytes += bytes;
    if (this.inflatedBytes > this.limits.inflatedBytes) this.fail(new BudgetExceeded('inflated-bytes'));
  }

  /** Whether the current slice is long enough to yield. */
  sliceDue(): boolean {
    return now() - this.sliceStart >= this.limits.sliceMs;
  }

  private startSlice(): void {
    this.sliceStart = now();
    this.sliceWorkStart = workClock();
  }

  /** Charges the slice that ends now. */
  private endSlice(): void {
    this.workMs += workClock() - this.sliceWorkStart;
    this.longestSliceMs = Math.max(this.longestSliceMs, now() - this.sliceStart);
  }

  /** Ends the slice when it is due: charges it, checks the budget, yields, starts the next. */
  async pause(): Promise<void> {
    this.check();
    if (!this.sliceDue()) return;
    this.endSlice();
    this.yields += 1;
    await yieldToEventLoop();
    this.startSlice();
    this.check();
  }

  /**
   * For a parser that yields by itself (pdf-lib awaits a timer when told to): true when the slice
   * is due, which is then charged; the next `check` starts the next slice.
   */
  yieldExternally(): boolean {
    this.check();
    if (!this.sliceDue()) return false;
    this.endSlice();
    this.yields += 1;
    this.waitingExternally = true;
    return true;
  }

  /** Charges the slice in progress (at the end of the inspection, for the record). */
  close(): void {
    if (this.waitingExternally) return;
    this.endSlice();
    this.startSlice();
  }
}

/** Compressed bytes per push: each push inflates to at most ~1032 times this (deflate's maximum ratio). */
const INFLATE_PUSH_BYTES = 4096;

export type BoundedInflateOptions = {
  /** Past this many output bytes the stream is refused with `onTooLong` (the declared size). */
  maxOutput: number;
  /** zlib (PDF FlateDecode, PNG) or raw deflate (ZIP). */
  format: 'zlib' | 'raw';
  /** Keep the output (false: count it, validate it through `onChunk`, and drop it). */
  keep: boolean;
  /** Sees every chunk in order (a PNG's filter bytes are checked here). */
  onChunk?: (chunk: Uint8Array) => void;
  /** Stop after this many output bytes and report success (a sample of the data). */
  stopAfter?: number;
};

export type InflateResult = {
  /** The output when kept, else empty. */
  output: Uint8Array;
  /** Bytes produced (up to `stopAfter`). */
  length: number;
  /** The stream reached its end (false when stopped early at `stopAfter`). */
  complete: boolean;
};

/** The stream does not inflate (corrupt), or inflates to more than `maxOutput`. */
export class InflateRefused extends Error {
  constructor(readonly why: 'corrupt' | 'too-long') {
    super(`inflate refused: ${why}`);
  }
}

type InflateRun = {
  /** Inflates the next push; false once the stream has ended or the sample is complete. */
  step(): boolean;
  /** After the last step: checks the stream ended properly and returns the result. */
  finish(): InflateResult;
};

function startInflate(input: Uint8Array, budget: InspectionBudget, options: BoundedInflateOptions): InflateRun {
  const kept: Uint8Array[] = [];
  let length = 0;
  let stopped = false;
  let data = input;
  if (options.format === 'zlib') {
    // The two-byte zlib header (RFC 1950): deflate, window ≤ 32 KiB, no preset dictionary, check bits.
    const cmf = input[0] ?? 0;
    const flg = input[1] ?? 0;
    if ((cmf & 0x0f) !== 8 || cmf >> 4 > 7 || (flg & 0x20) !== 0 || ((cmf << 8) | flg) % 31 !== 0) {
      throw new InflateRefused('corrupt');
    }
    data = input.subarray(2);
  }
  const inflater = new Inflate((chunk) => {
    if (stopped) return;
    let piece = chunk;
    if (options.stopAfter !== undefined && length + piece.byteLength >= options.stopAfter) {
      piece = piece.subarray(0, options.stopAfter - length);
      stopped = true;
    }
    if (length + piece.byteLength > options.maxOutput) throw new InflateRefused('too-long');
    budget.chargeInflated(piece.byteLength);
    length += piece.byteLength;
    options.onChunk?.(piece);
    if (options.keep) kept.push(piece.slice());
  });
  // fflate 0.8's state: `f` set once the final block has begun, `l` cleared once it is done. Bytes
  // after the end are not inflated (the ZIP entry or PDF stream they belong to has ended).
  const state = (inflater as unknown as { s: { f?: number; l?: unknown } }).s;
  const streamEnded = () => Boolean(state.f) && !state.l;
  let position = 0;
  const guarded = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      if (error instanceof BudgetExceeded || error instanceof InflateRefused) throw error;
      if (budget.exceeded !== null) throw budget.exceeded;
      throw new InflateRefused('corrupt');
    }
  };
  return {
    step() {
      if (stopped || streamEnded() || position >= data.byteLength) return false;
      budget.check();
      guarded(() => inflater.push(data.subarray(position, position + INFLATE_PUSH_BYTES), false));
      position += INFLATE_PUSH_BYTES;
      return true;
    },
    finish() {
      // Throws "unexpected EOF" when the stream is truncated.
      if (!stopped) guarded(() => inflater.push(new Uint8Array(0), true));
      const output = new Uint8Array(options.keep ? length : 0);
      if (options.keep) {
        let offset = 0;
        for (const piece of kept) {
          output.set(piece, offset);
          offset += piece.byteLength;
        }
      }
      return { output, length, complete: !stopped };
    },
  };
}

/**
 * Inflates `input` in small pushes, charging every chunk to the budget as it comes out and
 * yielding between slices. Memory: at most `maxOutput` when kept, else one push's output.
 * Throws InflateRefused (corrupt, truncated or longer than `maxOutput`) or BudgetExceeded.
 */
export async function boundedInflate(
  input: Uint8Array,
  budget: InspectionBudget,
  options: BoundedInflateOptions,
): Promise<InflateResult> {
  const run = startInflate(input, budget, options);
  while (run.step()) if (budget.sliceDue()) await budget.pause();
  return run.finish();
}

/** The same without yielding, for a parser that cannot wait (the time budget still holds). */
export function boundedInflateSync(input: Uint8Array, budget: InspectionBudget, options: BoundedInflateOptions): InflateResult {
  const run = startInflate(input, budget, options);
  while (run.step());
  return run.finish();
}
