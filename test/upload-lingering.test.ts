import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockHttpServer } from '../src/adapters/server/server.js'

const run = promisify(execFile)
const MiB = 1024 * 1024
const FILE_TOO_LARGE = { success: false, message: 'File too large', result: null, errors: null, except: null }

/** The default server: the service's 25 MiB upload limit, each client in a process of its own, as users run them. */
let server: MockHttpServer
let dir: string
beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true })
  dir = mkdtempSync(join(tmpdir(), 'dwm-linger-'))
  // Files of zeros that take no room on disk, for the clients that upload a file by its path.
  for (const size of [26, 60]) {
    writeFileSync(join(dir, `${size}.bin`), '')
    truncateSync(join(dir, `${size}.bin`), size * MiB)
  }
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Node's fetch (undici), as a script of its own would upload a file: prints the status and the body. */
const NODE_CLIENT = `
const [url, size] = process.argv.slice(1)
const form = new FormData()
form.append('file', new File([new Uint8Array(Number(size) * 1024 * 1024)], 'big.bin'))
form.append('workspace_id', 'any')
try {
  const response = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer demo-token' }, body: form })
  console.log(response.status, await response.text())
} catch (error) {
  console.log('failed', String(error), error.cause?.code)
}
`

/** Python's requests where it is installed, else the standard library's urllib: prints the status and the body. */
const PYTHON_CLIENT = `
import sys
url, path = sys.argv[1], sys.argv[2]
try:
    import requests
    with open(path, 'rb') as f:
        r = requests.post(url, headers={'Authorization': 'Bearer demo-token'}, files={'file': ('big.bin', f)}, data={'workspace_id': 'any'})
    print(r.status_code, r.text)
except ImportError:
    import urllib.request, urllib.error
    head = b'--x\\r\\nContent-Disposition: form-data; name="file"; filename="big.bin"\\r\\n\\r\\n'
    with open(path, 'rb') as f:
        body = head + f.read() + b'\\r\\n--x--\\r\\n'
    req = urllib.request.Request(url, data=body, method='POST', headers={'Authorization': 'Bearer demo-token', 'Content-Type': 'multipart/form-data; boundary=x'})
    try:
        urllib.request.urlopen(req)
    except urllib.error.HTTPError as e:
        print(e.code, e.read().decode())
`

const python = ((): boolean => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

/** The status and the JSON body of a client's printed `status body` line. */
const answerOf = (stdout: string): { status: string; body: unknown } => {
  const line = stdout.trim()
  const space = line.indexOf(' ')
  const status = line.slice(0, space)
  return { status, body: status === 'failed' ? line : JSON.parse(line.slice(space + 1)) }
}

describe('an upload over the limit, whatever client sends it', () => {
  for (const size of [26, 60]) {
    it(`answers Node's fetch uploading ${size} MiB with the 413 File too large envelope`, async () => {
      const { stdout } = await run(process.execPath, [
        '--input-type=module',
        '-e',
        NODE_CLIENT,
        `${server.url}/documents/upload`,
        String(size),
      ])
      expect(answerOf(stdout)).toEqual({ status: '413', body: FILE_TOO_LARGE })
    })

    // curl asks `Expect: 100-continue` first for a large body (and so sends none of it); without, it sends the body at once.
    for (const expect100 of [true, false]) {
      it(`answers curl uploading ${size} MiB ${expect100 ? 'after Expect: 100-continue' : 'at once'} with the 413 File too large envelope`, async () => {
        const { stdout } = await run('curl', [
          '-sS',
          '-w',
          '\n%{http_code}',
          ...(expect100 ? [] : ['-H', 'Expect:']),
          '-H',
          'Authorization: Bearer demo-token',
          '-F',
          `file=@${join(dir, `${size}.bin`)}`,
          '-F',
          'workspace_id=any',
          `${server.url}/documents/upload`,
        ])
        const [body, status] = stdout.split('\n')
        expect(status).toBe('413')
        expect(JSON.parse(body!)).toEqual(FILE_TOO_LARGE)
      })
    }

    it.skipIf(!python)(`answers Python uploading ${size} MiB with the 413 File too large envelope`, async () => {
      const { stdout } = await run('python3', ['-c', PYTHON_CLIENT, `${server.url}/documents/upload`, join(dir, `${size}.bin`)])
      expect(answerOf(stdout)).toEqual({ status: '413', body: FILE_TOO_LARGE })
    })
  }

  it('keeps serving other clients, and holds no connection open once the refused body has ended', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', NODE_CLIENT, `${server.url}/documents/upload`, '26'])
    expect(answerOf(stdout).status).toBe('413')
    const teams = await fetch(`${server.url}/teams`, { headers: { authorization: 'Bearer demo-token', connection: 'close' } })
    expect(teams.status).toBe(200)
    await teams.text()
    await expect.poll(() => new Promise((resolve) => server.server.getConnections((_, count) => resolve(count)))).toBe(0)
  })
})

describe('the bounds of reading a refused body', () => {
  /** Sends a refused upload's head, then its body piece by piece every `everyMs`, until the server closes the connection. */
  const sendUntilClosed = (port: number, pieceBytes: number, everyMs: number): Promise<{ answer: string; sent: number }> =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      let answer = ''
      let sent = 0
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
      socket.on('error', () => undefined)
      socket.write(
        `POST /documents/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${1024 * MiB}\r\n\r\n`,
      )
      const piece = Buffer.alloc(pieceBytes, 0x61)
      const timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return
        socket.write(piece)
        sent += pieceBytes
      }, everyMs)
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ answer, sent })
      })
    })

  it('drops the connection once the bytes read after the 413 pass lingerBytes, having sent the answer first', async () => {
    const bounded = await startMockServer({ port: 0, quiet: true, lingerBytes: MiB })
    try {
      const { answer, sent } = await sendUntilClosed(bounded.port, 256 * 1024, 1)
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(FILE_TOO_LARGE)
      expect(sent).toBeLessThan(1024 * MiB)
    } finally {
      await bounded.close()
    }
  })

  it('drops the connection of a body that trickles on past lingerTimeMs', async () => {
    const bounded = await startMockServer({ port: 0, quiet: true, lingerTimeMs: 300 })
    try {
      const { answer, sent } = await sendUntilClosed(bounded.port, 16, 20)
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(sent).toBeLessThan(1024 * MiB)
    } finally {
      await bounded.close()
    }
  })
})
