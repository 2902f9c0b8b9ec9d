import { describe, expect, it } from 'vitest'
import { untilAborted } from '../../src/shared/until-aborted.js'

const never = () => new Promise<never>(() => {})

describe('untilAborted', () => {
  it('settles as the work does while the signal stays quiet', async () => {
    const controller = new AbortController()
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7)
    await expect(untilAborted(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow(
      'no',
    )
  })

  it('rejects with the reason as soon as the signal aborts, though the work never ends', async () => {
    const started = performance.now()
    const error = await untilAborted(never(), AbortSignal.timeout(50)).catch((e: unknown) => e)
    expect((error as Error).name).toBe('TimeoutError')
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('rejects at once when the signal has already aborted, and the late failure of the work is not unhandled', async () => {
    const controller = new AbortController()
    controller.abort(new Error('stop'))
    let fail!: (error: Error) => void
    const work = new Promise<never>((_, reject) => (fail = reject))
    await expect(untilAborted(work, controller.signal)).rejects.toThrow('stop')
    fail(new Error('late'))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })

  it('leaves no listener on the signal once the work has settled', async () => {
    const controller = new AbortController()
    let added = 0
    let removed = 0
    const signal = controller.signal
    const add = signal.addEventListener.bind(signal)
    const remove = signal.removeEventListener.bind(signal)
    signal.addEventListener = ((...args: Parameters<typeof add>) => (
      added++,
      add(...args)
    )) as typeof add
    signal.removeEventListener = ((...args: Parameters<typeof remove>) => (
      removed++,
      remove(...args)
    )) as typeof remove
    for (let i = 0; i < 5; i++) await untilAborted(Promise.resolve(i), signal)
    expect(added).toBe(5)
    expect(removed).toBe(5)
  })
})
