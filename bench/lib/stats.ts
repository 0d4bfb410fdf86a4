/** A figure over repeated rounds: the median, and the spread around it. */
export interface Summary {
  readonly median: number
  readonly min: number
  readonly max: number
  /** How many rounds the figure is taken over. */
  readonly rounds: number
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

/** `median (min–max)` of a summary. */
export function fmtSummary(summary: Summary, unit = ''): string {
  const u = unit ? ` ${unit}` : ''
  return `${fmt(summary.median)}${u} (${fmt(summary.min)}–${fmt(summary.max)})`
}
