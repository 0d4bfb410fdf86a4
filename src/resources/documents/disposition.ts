/** How the browser should treat the file: show it, or save it. */
export type Disposition = 'inline' | 'attachment'

/** A UTF-16 surrogate without its other half: no UTF-8 encoding exists for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * What a saved file's name must never carry, whatever the stored name holds:
 * path separators (a name such as `../../etc/passwd` must not reach a
 * folder of the client's), control characters (C0, DEL, C1), and the
 * bidirectional overrides that can disguise an extension
 * (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`).
 */
const UNSAFE_IN_NAME = /[/\\\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g

/** Combining marks, which NFKD splits off accented letters. */
const COMBINING_MARKS = /[\u0300-\u036f]/g

/**
 * Beyond printable ASCII, or special inside a quoted `filename`: the quote and
 * the backslash (quoted-string escapes), `%` (some browsers percent-decode
 * `filename`) and the slash (NFKD turns a fullwidth solidus into one).
 */
const UNSAFE_IN_FALLBACK = /[^\x20-\x7e]|["\\%/]/g

/** RFC 5987 `attr-char` leaves these out; `encodeURIComponent` keeps them. */
const NOT_ATTR_CHAR = /['()*]/g

/**
 * The name a download may carry: the stored name with every path separator,
 * control character and bidirectional override replaced by `_` (and any lone
 * surrogate by U+FFFD). The stored name itself is left as it is.
 */
function safeFileName(name: string): string {
  return name.replace(LONE_SURROGATE, '\uFFFD').replace(UNSAFE_IN_NAME, '_')
}

/**
 * A `Content-Disposition` that any browser reads and none can turn into a
 * path (RFC 6266): the disposition type, an ASCII `filename` (accents
 * dropped, anything else unsafe replaced by `_`), and, when that fallback is
 * not the stored name itself, the safe name as `filename*=UTF-8''…` (RFC 5987).
 * @example
 * contentDisposition('inline', 'Roadmap.pdf')
 * // 'inline; filename="Roadmap.pdf"'
 * contentDisposition('inline', 'Résumé "2026".pdf')
 * // `inline; filename="Resume _2026_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22.pdf`
 * contentDisposition('attachment', '../../etc/passwd')
 * // `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`
 */
export function contentDisposition(disposition: Disposition, name: string): string {
  const safe = safeFileName(name)
  const ascii = safe.normalize('NFKD').replace(COMBINING_MARKS, '').replace(UNSAFE_IN_FALLBACK, '_')
  if (ascii === name) return `${disposition}; filename="${ascii}"`
  const encoded = encodeURIComponent(safe).replace(NOT_ATTR_CHAR, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
