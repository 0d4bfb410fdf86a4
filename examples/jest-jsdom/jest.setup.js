// jest-fixed-jsdom gives the page Node's FormData but leaves jsdom's File, which Node's FormData
// does not take for a file: it sends the string "[object File]", and the service answers 400.
import { File } from 'node:buffer'

globalThis.File = File
