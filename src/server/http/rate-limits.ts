/**
 * Per-IP limits (docs/architecture.md §5): every write route has one, capability look-ups a
 * stricter one than plain reads, so that guessing links is slow. Counters are per process for now.
 */
export const RATE_LIMITS = {
  /** Creating things: assessments, submissions. */
  create: { max: 20, timeWindow: '1 minute' },
  /** Saving answers to something that exists. */
  write: { max: 60, timeWindow: '1 minute' },
  /** Looking something up by its capability id or token. */
  lookup: { max: 120, timeWindow: '1 minute' },
} as const;
