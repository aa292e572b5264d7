// snappyjs ships no types: the one function the remote write decoder uses.
declare module "snappyjs" {
  /** Uncompresses a snappy block; throws when it is not one or would exceed `maxLength` bytes. */
  export function uncompress(compressed: Uint8Array, maxLength?: number): Uint8Array;
}
