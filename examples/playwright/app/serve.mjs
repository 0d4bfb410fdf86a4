// The app's dev server: serves app/index.html, and /config.js telling the page where the API is.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const port = Number(process.env.APP_PORT ?? 4173)
const page = readFileSync(new URL('./index.html', import.meta.url))
const config = `window.API_URL = ${JSON.stringify(process.env.API_URL ?? 'http://127.0.0.1:4010')}\n`

createServer((request, response) => {
  if (request.url === '/config.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(config)
  if (request.url === '/favicon.ico') return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
}).listen(port, '127.0.0.1', () => console.log(`app on http://127.0.0.1:${port}`))
