/**
 * A growable list of 32-bit integers in one typed array: per-run fields of the passing runs kept
 * off the JS heap. A JS array of numbers is a heap object that the young generation copies while
 * it grows; here only the backing store grows (doubling), outside the collected heap.
 */
export class IntColumn {
  private values = new Int32Array(64)
  private count = 0

  get length(): number {
    return this.count
  }

  push(value: number): void {
    if (this.count === this.values.length) {
      const grown = new Int32Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.count++] = value
  }

  get(i: number): number {
    return this.values[i]!
  }

  /** Forgets the values from `length` on. */
  truncate(length: number): void {
    if (length < this.count) this.count = Math.max(0, length)
  }
}
