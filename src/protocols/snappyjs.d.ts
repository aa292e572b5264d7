// snappyjs ships no types: the function the remote write decoder uses, and the one tests encode with.
declare module "snappyjs" {
  export function compress(uncompressed: Uint8Array): Uint8Array;
  /** Uncompresses a snappy block; throws when it is not one or would exceed `maxLength` bytes. */
  export function uncompress(compressed: Uint8Array, maxLength?: number): Uint8Array;
}
