// Kafka's primitive wire types; used by this Kafka client and the Kafka consumer source.
// Kafka's primitive types (https://kafka.apache.org/protocol#protocol_types): big-endian INT8/16/32/64,
// STRING (INT16 length), NULLABLE_STRING (-1 for null), BYTES (INT32 length), ARRAY (INT32 count), and the
// zig-zag VARINT/VARLONG of the record format (KIP-98), written and read. A Writer grows as it is written; a
// Reader throws a RangeError when a response is shorter than its schema, so a truncated answer is an error,
// not garbage.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Writer {
  private buf = new Uint8Array(256);
  private view = new DataView(this.buf.buffer);
  length = 0;

  private ensure(n: number) {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  int8(v: number) {
    this.ensure(1);
    this.view.setInt8(this.length, v);
    this.length += 1;
    return this;
  }
  int16(v: number) {
    this.ensure(2);
    this.view.setInt16(this.length, v);
    this.length += 2;
    return this;
  }
  int32(v: number) {
    this.ensure(4);
    this.view.setInt32(this.length, v);
    this.length += 4;
    return this;
  }
  uint32(v: number) {
    this.ensure(4);
    this.view.setUint32(this.length, v >>> 0);
    this.length += 4;
    return this;
  }
  int64(v: bigint | number) {
    this.ensure(8);
    this.view.setBigInt64(this.length, BigInt(v));
    this.length += 8;
    return this;
  }
  raw(bytes: Uint8Array) {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }
  string(s: string) {
    const b = encoder.encode(s);
    return this.int16(b.length).raw(b);
  }
  nullableString(s: string | null) {
    return s === null ? this.int16(-1) : this.string(s);
  }
  bytes(b: Uint8Array | null) {
    return b === null ? this.int32(-1) : this.int32(b.length).raw(b);
  }
  array<T>(items: readonly T[], write: (w: Writer, item: T) => void) {
    this.int32(items.length);
    for (const item of items) write(this, item);
    return this;
  }
  /** Zig-zag varint of a 32-bit signed value. */
  varint(v: number) {
    let z = ((v << 1) ^ (v >> 31)) >>> 0;
    while (z >= 0x80) {
      this.int8((z & 0x7f) | 0x80);
      z >>>= 7;
    }
    return this.int8(z);
  }
  /** Zig-zag varlong of a 64-bit signed value. */
  varlong(v: bigint | number) {
    const n = BigInt.asIntN(64, BigInt(v));
    let z = BigInt.asUintN(64, (n << 1n) ^ (n >> 63n));
    while (z >= 0x80n) {
      this.int8(Number(z & 0x7fn) | 0x80);
      z >>= 7n;
    }
    return this.int8(Number(z));
  }
  /** Varint length then bytes (-1 for null), as record keys, values and header values are written. */
  varintBytes(b: Uint8Array | null) {
    return b === null ? this.varint(-1) : this.varint(b.length).raw(b);
  }
  /** Writes an INT32 at an earlier offset (sizes and CRCs known only afterwards). */
  patchInt32(offset: number, v: number) {
    this.view.setInt32(offset, v);
  }
  patchUint32(offset: number, v: number) {
    this.view.setUint32(offset, v >>> 0);
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
  /** A view of the bytes written so far (no copy). */
  written(from = 0, to = this.length): Uint8Array {
    return this.buf.subarray(from, to);
  }
}

export class Reader {
  private readonly view: DataView;
  offset = 0;
  constructor(private readonly buf: Uint8Array) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  private need(n: number) {
    if (this.offset + n > this.buf.length)
      throw new RangeError(`Kafka response truncated at byte ${this.offset} (needs ${n} more)`);
  }
  get remaining() {
    return this.buf.length - this.offset;
  }
  int8() {
    this.need(1);
    return this.view.getInt8(this.offset++);
  }
  int16() {
    this.need(2);
    const v = this.view.getInt16(this.offset);
    this.offset += 2;
    return v;
  }
  int32() {
    this.need(4);
    const v = this.view.getInt32(this.offset);
    this.offset += 4;
    return v;
  }
  int64() {
    this.need(8);
    const v = this.view.getBigInt64(this.offset);
    this.offset += 8;
    return v;
  }
  bool() {
    return this.int8() !== 0;
  }
  raw(n: number) {
    this.need(n);
    const v = this.buf.subarray(this.offset, this.offset + n);
    this.offset += n;
    return v;
  }
  string() {
    const n = this.int16();
    if (n < 0) throw new RangeError("Kafka response has a null STRING");
    return decoder.decode(this.raw(n));
  }
  nullableString() {
    const n = this.int16();
    return n < 0 ? null : decoder.decode(this.raw(n));
  }
  bytes() {
    const n = this.int32();
    return n < 0 ? null : this.raw(n);
  }
  /** Zig-zag varint of a 32-bit signed value (the record format's lengths and deltas). */
  varint(): number {
    let z = 0;
    for (let shift = 0; ; shift += 7) {
      if (shift > 28) throw new RangeError(`Kafka varint longer than 5 bytes at byte ${this.offset}`);
      const b = this.int8() & 0xff;
      z |= (b & 0x7f) << shift;
      if (b < 0x80) break;
    }
    return (z >>> 1) ^ -(z & 1);
  }
  /** Zig-zag varlong of a 64-bit signed value (a record's timestamp delta), as a bigint. */
  varlong(): bigint {
    let z = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (shift > 63n) throw new RangeError(`Kafka varlong longer than 10 bytes at byte ${this.offset}`);
      const b = BigInt(this.int8() & 0xff);
      z |= (b & 0x7fn) << shift;
      if (b < 0x80n) break;
    }
    return BigInt.asIntN(64, (z >> 1n) ^ -(z & 1n));
  }
  /** Varint length then bytes (-1 for null), as record keys, values and header values are read. */
  varintBytes(): Uint8Array | null {
    const n = this.varint();
    return n < 0 ? null : this.raw(n);
  }
  array<T>(read: (r: Reader) => T): T[] {
    const n = this.int32();
    if (n < 0) return [];
    if (n > this.remaining)
      throw new RangeError(`Kafka response has an array of ${n} in ${this.remaining} bytes`);
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(read(this));
    return out;
  }
}
