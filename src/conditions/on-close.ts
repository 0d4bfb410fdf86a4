import type { MockCore, MockWorld } from '../mock/types.js'

/**
 * For a server about to close: answers every request held in the mock's
 * worlds (the default one and each session's) 503 with `Retry-After`, and
 * resolves once those answers have been handed to the transport.
 * @example
 * await answerHeldOnClose(mock)
 * await server.close()
 */
export async function answerHeldOnClose(mock: MockCore): Promise<void> {
  // Each world made by `createWorld` answers `closeHeld()` (see `Conditions.close`); a world made elsewhere holds nothing here.
  const close = (world: MockWorld): void => {
    if ('closeHeld' in world && typeof world.closeHeld === 'function') (world as { closeHeld: () => void }).closeHeld()
  }
  close(mock)
  for (const { id } of mock.sessions.list()) {
    try {
      close(mock.sessions.get(id))
    } catch {
      // Evicted since it was listed: its world is gone, and with it what it held.
    }
  }
  // The answers travel back through the layers in microtasks: one turn of the event loop later, all are sent.
  await new Promise((resolve) => setTimeout(resolve, 0))
}
