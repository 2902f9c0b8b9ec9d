/**
 * V8 keeps the hidden classes ("maps") an object passes through as a class gives it its fields
 * only while some object still has them. When every instance of a short-lived class has died, a
 * garbage collection drops those maps and deoptimizes each compiled function that was made for
 * them, so a process that runs the same stage again (the eval over many cases, the benchmarks)
 * runs it unoptimized, and slowly, after every collection until it warms up again. One instance
 * of such a class held for the life of the process keeps its maps, and the compiled code, valid.
 * Only for classes on a hot path that a run makes and drops wholesale (a diff's parser, its hunks).
 */
const anchors: object[] = []

/** Holds `sample` for the life of the process and returns it. */
export function keepShape<T extends object>(sample: T): T {
  anchors.push(sample)
  return sample
}
