/**
 * The sessions the sessions suite names: `worker-0` … `worker-<count - 1>`
 * in turn, and `worker-one` for the one-session side. The standalone
 * server of a quick run makes them as it starts (`bench/servers/this-server.ts`).
 * @example
 * const { many, one } = sessionNames(1000) // many[999] === 'worker-999'
 */
export function sessionNames(count: number): { many: string[]; one: string } {
  return { many: Array.from({ length: count }, (_, i) => `worker-${i}`), one: 'worker-one' }
}
