/** A figure over repeated rounds: the median, and the spread around it. */
export interface Summary {
  readonly median: number
  readonly min: number
  readonly max: number
  /** How many rounds the figure is taken over. */
  readonly rounds: number
  /** The 95 % confidence interval of the median, when asked for (`withInterval`): how precise the median is, where min–max is how the rounds spread. */
  readonly interval?: { readonly low: number; readonly high: number }
}

/**
 * The median, min and max of a set of samples (one per round).
 * @example
 * summarize([3, 1, 2]) // { median: 2, min: 1, max: 3, rounds: 3 }
 */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('No samples to summarize')
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const median = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, rounds: sorted.length }
}

/**
 * `summarize` with the 95 % confidence interval of the median, free of any
 * assumption about the samples' distribution: the order statistics at ranks
 * n/2 ∓ 1.96·√n/2 (the sign test's). Over many rounds it is much narrower than
 * min–max, and says whether a median can tell 1.01 from 1.03.
 * @example
 * withInterval(ratios).interval // { low: 0.996, high: 1.009 }
 */
export function withInterval(samples: readonly number[]): Summary {
  const summary = summarize(samples)
  const sorted = [...samples].sort((a, b) => a - b)
  const n = sorted.length
  const half = (1.96 * Math.sqrt(n)) / 2
  // Ranks j = ⌊n/2 − half⌋ and k = ⌈1 + n/2 + half⌉, counted from 1.
  const low = sorted[Math.max(0, Math.floor(n / 2 - half) - 1)] as number
  const high = sorted[Math.min(n - 1, Math.ceil(n / 2 + half))] as number
  return { ...summary, interval: { low, high } }
}

/**
 * Ratios of paired samples (round by round), so that a slow moment of the
 * machine weighs on both sides of the ratio alike.
 * @example
 * pairedRatios([2, 4], [1, 2]) // [2, 2]
 */
export function pairedRatios(numerator: readonly number[], denominator: readonly number[]): number[] {
  const n = Math.min(numerator.length, denominator.length)
  return Array.from({ length: n }, (_, i) => (numerator[i] as number) / (denominator[i] as number))
}

/** Formats a number with a sensible count of digits for a table. */
export function fmt(value: number): string {
  const abs = Math.abs(value)
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US')
  if (abs >= 100) return value.toFixed(0)
  if (abs >= 10) return value.toFixed(1)
  if (abs >= 1 || value === 0) return value.toFixed(2)
  return value.toPrecision(2)
}

/** `median (min–max)` of a summary; `median [low–high] (min–max)` with the median's confidence interval. */
export function fmtSummary(summary: Summary, unit = ''): string {
  const u = unit ? ` ${unit}` : ''
  const interval = summary.interval ? ` [${fmtPrecise(summary.interval.low)}–${fmtPrecise(summary.interval.high)}]` : ''
  return `${summary.interval ? fmtPrecise(summary.median) : fmt(summary.median)}${u}${interval} (${fmt(summary.min)}–${fmt(summary.max)})`
}

/** A figure whose interval is narrow: three decimals, so that 1.004 and 1.019 read apart. */
const fmtPrecise = (value: number): string => (Math.abs(value) < 10 ? value.toFixed(3) : fmt(value))
