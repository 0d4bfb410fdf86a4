/**
 * A PDF viewer names a document by the Title of its Info dictionary, else
 * by the last part of its URL, which for a `blob:` URL is a UUID. So the
 * preview gives the PDF the file's name as its Title, the way a PDF editor
 * saves a change: an incremental update appended after the original bytes
 * (a new Info object, its cross-reference section, a trailer pointing back at
 * the previous one), which leaves every byte before it untouched.
 */

/** A PDF text string any viewer reads: UTF-16BE with its byte order mark, in hex. */
const pdfText = (text: string): string => {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

/**
 * The PDF with `title` as its Title. A file it does not know how to update
 * (a cross-reference stream instead of a trailer, or an encrypted one) is
 * answered as it is.
 * @example
 * const url = URL.createObjectURL(new Blob([withPdfTitle(bytes, 'Gateway spec.pdf')], { type: 'application/pdf' }))
 */
export function withPdfTitle(bytes: Uint8Array<ArrayBuffer>, title: string): Uint8Array<ArrayBuffer> {
  // One character a byte, so positions in the text are offsets in the file.
  const text = new TextDecoder('latin1').decode(bytes)
  const previous = /startxref\s+(\d+)\s*%%EOF\s*$/.exec(text)?.[1]
  const at = text.lastIndexOf('trailer')
  const trailer = at < 0 ? '' : text.slice(at)
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1])
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1]
  if (!previous || !size || !root || trailer.includes('/Encrypt')) return bytes

  const info = `\n${size} 0 obj\n<< /Title ${pdfText(title)} >>\nendobj\n`
  const xref = bytes.length + info.length
  const update =
    `${info}xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(bytes.length + 1).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`
  const titled = new Uint8Array(bytes.length + update.length)
  titled.set(bytes)
  titled.set(new TextEncoder().encode(update), bytes.length)
  return titled
}
