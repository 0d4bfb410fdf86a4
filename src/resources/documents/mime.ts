/** The media types guessed from a file name's extension when the part has none. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  json: 'application/json',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
}

const OCTET_STREAM = 'application/octet-stream'

// Every media type a stored document can have: those guessed from a name,
// application/octet-stream, and any type an upload declared itself (the range "*/*").
/** The media types Stream Document may answer with, most specific first. */
export const DOCUMENT_MEDIA_TYPES: readonly string[] = [...new Set(Object.values(BY_EXTENSION)), OCTET_STREAM, '*/*']

const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/

/**
 * The media type of an uploaded file: the part's own type (parameters such
 * as `charset` dropped), else a guess from the name's extension, else
 * `application/octet-stream`. Each name given is tried in turn. A part typed `application/octet-stream` (what
 * a browser sends for an unknown file) counts as untyped.
 * @example
 * mimeTypeOf('', 'notes.TXT') // 'text/plain'
 * mimeTypeOf('text/csv; charset=utf-8', 'x.bin') // 'text/csv'
 */
export function mimeTypeOf(partType: string, ...fileNames: string[]): string {
  const declared = (partType.split(';')[0] ?? '').trim().toLowerCase()
  if (MEDIA_TYPE.test(declared) && declared !== OCTET_STREAM) return declared
  for (const fileName of fileNames) {
    const dot = fileName.lastIndexOf('.')
    const guess = dot >= 0 ? BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] : undefined
    if (guess) return guess
  }
  return OCTET_STREAM
}
