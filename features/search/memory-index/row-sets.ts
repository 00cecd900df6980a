import type { Index } from "./types";

// Sets of rows as a query works with them: bit sets, marks (a row is marked by writing the query's stamp in
// index.stamp, so a new stamp clears every mark at once), and the first k rows in an order.

export function nextStamp(index: Index): number {
  if (index.stampValue >= 0x7fffffff) {
    index.stamp.fill(0);
    index.stampValue = 0;
  }
  return ++index.stampValue;
}

/** A set of rows, one bit each. */
export const newBits = (index: Index) => new Uint32Array((index.n + 31) >>> 5);
export const setBit = (bits: Uint32Array, i: number) => (bits[i >>> 5]! |= 1 << (i & 31));

/** How many rows a bit set holds. */
export function popcount(bits: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The rows of a bit set, in row order. */
export function rowsOf(bits: Uint32Array): number[] {
  const rows: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    while (v !== 0) {
      const low = v & -v;
      rows.push((w << 5) + 31 - Math.clz32(low));
      v ^= low;
    }
  }
  return rows;
}

/** The k smallest of `rows` by `before`, in order (a bounded heap: k is a page or a few, rows may be thousands). */
export function smallest(rows: number[], k: number, before: (a: number, b: number) => number): number[] {
  if (rows.length <= k * 4) return rows.sort(before).slice(0, k);
  const heap: number[] = []; // a max-heap of the k best so far
  const up = (j: number) => {
    while (j > 0) {
      const parent = (j - 1) >> 1;
      if (before(heap[j]!, heap[parent]!) <= 0) break;
      [heap[j], heap[parent]] = [heap[parent]!, heap[j]!];
      j = parent;
    }
  };
  const down = (j: number) => {
    for (;;) {
      const l = 2 * j + 1;
      const r = l + 1;
      let top = j;
      if (l < heap.length && before(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && before(heap[r]!, heap[top]!) > 0) top = r;
      if (top === j) return;
      [heap[j], heap[top]] = [heap[top]!, heap[j]!];
      j = top;
    }
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      up(heap.length - 1);
    } else if (before(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(before);
}
