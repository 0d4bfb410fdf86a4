#!/usr/bin/env node
// Free loopback ports for the servers an example starts, chosen below the kernel's ephemeral range.
// A port the kernel handed out for port 0 and that was then closed can be taken again at any moment by
// any client's outgoing connection (their local ports come from that range), and a test run beside this
// one opens thousands of them. A port below the range is only ever taken by a server that asks for it
// by number, so it stays free between choosing it here and the example's server binding it.
// Usage: node free-ports.mjs [count]   prints that many distinct ports (default 1) on one line.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { pathToFileURL } from 'node:url'

/** The lowest port of the kernel's ephemeral range (Linux), or the range's usual start elsewhere. */
function ephemeralLow() {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    if (Number.isInteger(low) && low > 2048) return low
  } catch {
    // Not Linux: macOS and Windows start at 49152.
  }
  return 32768
}

/** Whether a server can listen on the loopback port now. */
const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/** `count` distinct loopback ports below the ephemeral range that nothing listens on now. */
export async function freePorts(count = 1) {
  const high = ephemeralLow() - 1
  const low = Math.max(1024, high - 10_000)
  const ports = []
  for (let tries = 0; ports.length < count; tries++) {
    if (tries > 1000) throw new Error(`free-ports: no ${count} free loopback ports between ${low} and ${high}`)
    const port = low + Math.floor(Math.random() * (high - low + 1))
    if (!ports.includes(port) && (await canListen(port))) ports.push(port)
  }
  return ports
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 1)
  if (!Number.isInteger(count) || count < 1) {
    console.error(`free-ports: the count must be a whole number of at least 1, not "${process.argv[2]}"`)
    process.exit(2)
  }
  console.log((await freePorts(count)).join(' '))
}
