/**
 * Room for what a multipart body carries besides the file: boundaries, part
 * headers and the small text fields. The limit itself applies to the file.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * The most bytes a multipart body may carry for a file of at most `maxBytes`:
 * the file plus room for the framing. Past it, the file cannot fit. Apart
 * from the parser, which is loaded on the first upload.
 * @example
 * multipartCeiling(1024) // 66560
 */
export function multipartCeiling(maxBytes: number): number {
  return maxBytes + MULTIPART_OVERHEAD_BYTES
}
