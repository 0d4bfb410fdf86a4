import { etagOf } from '../db/etag.js'
import type { BlobRecord } from '../db/schema.js'
import { decodedLength, fromBase64 } from './base64.js'
import { fieldOf, type Findings } from './state-findings.js'
import type { StateIndex, StateTables } from './state-relations.js'

/**
 * Each document has its file, and says its size: the service stores both
 * at once on upload, and answers `size_bytes` (and a drive's use, a team's
 * storage) from the record while it streams the bytes. The size is read from
 * the base64's length, so this decodes nothing.
 * @example
 * checkFiles(file.tables, index, findings)
 */
export function checkFiles(tables: StateTables, index: StateIndex, findings: Findings): void {
  tables.documents.forEach((document, i) => {
    const at = index.at('blobs', document.document_id)
    const blob = at === undefined ? undefined : tables.blobs[at]
    if (!blob)
      return findings.add(
        fieldOf('documents', i, 'document_id'),
        `Document ${document.document_id} has no file: no blobs record holds its bytes`,
      )
    const size = decodedLength(blob.base64)
    // A length that is not base64's is refused where the bytes are decoded.
    if (size !== undefined && size !== document.size_bytes) {
      findings.add(
        fieldOf('documents', i, 'size_bytes'),
        `Is ${document.size_bytes}, but its file (tables.blobs[${at!}]) holds ${size} byte${size === 1 ? '' : 's'}`,
      )
    }
  })
}

/**
 * The files' bytes, decoded, each checked to be base64 and to carry the
 * ETag of its bytes (the service answers `304 Not Modified` by it).
 * @example
 * const blobs = decodeBlobs(file.tables.blobs, findings)
 */
export function decodeBlobs(blobs: StateTables['blobs'], findings: Findings): BlobRecord[] {
  return blobs.map((blob, i) => decodeBlob(blob, i, findings))
}

/**
 * One file's bytes, decoded and checked as `decodeBlobs` does (the file at `i`): a step of its own where a
 * file is read in slices.
 * @example
 * const blob = decodeBlob(file.tables.blobs[0], 0, findings)
 */
export function decodeBlob({ base64, ...blob }: StateTables['blobs'][number], i: number, findings: Findings): BlobRecord {
  const bytes = fromBase64(base64)
  if (!bytes) findings.add(fieldOf('blobs', i, 'base64'), 'Must be base64')
  else if (blob.etag !== etagOf(bytes)) findings.add(fieldOf('blobs', i, 'etag'), `Is not the ETag of its bytes, ${etagOf(bytes)}`)
  return { ...blob, bytes: bytes ?? new Uint8Array(0) }
}
