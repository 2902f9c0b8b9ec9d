/**
 * `work`, or a rejection with the signal's reason as soon as the signal aborts, whichever comes
 * first. For reads that should end on an abort but may not: on Node 20 and 22, fetch sometimes
 * lets a response body go on being read after its signal aborted (about one read in twenty here,
 * when the abort came after the headers), so a timeout that relied on it could wait for the whole
 * body. The work itself is not stopped; the caller cancels what it can.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {})
    return Promise.reject(abortReason(signal))
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      work.catch(() => {})
      reject(abortReason(signal))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError')
}
