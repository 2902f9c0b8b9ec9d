/**
 * A child's output in bounded memory: the whole of stdout when it is a reply (up to a limit),
 * the tail of stderr, and the tail of both interleaved as they arrived (what a person reading a
 * test run's log wants).
 */

const STDERR_TAIL_BYTES = 8 * 1024

export class OutputCapture {
  private readonly reply: Buffer[] = []
  private replyBytes = 0
  private overflowed = false
  private readonly tail: ByteTail
  private readonly stderrTail = new ByteTail(STDERR_TAIL_BYTES)

  constructor(
    tailBytes: number,
    private readonly maxStdoutBytes: number | undefined,
  ) {
    this.tail = new ByteTail(tailBytes)
  }

  /** False once stdout went past `maxStdoutBytes`: the caller stops the child. */
  stdout(chunk: Buffer): boolean {
    this.tail.push(chunk)
    if (this.maxStdoutBytes === undefined) return true
    if (this.overflowed) return false
    this.replyBytes += chunk.byteLength
    if (this.replyBytes > this.maxStdoutBytes) {
      this.overflowed = true
      // What came before the limit is no reply either; free it now.
      this.reply.length = 0
      return false
    }
    this.reply.push(chunk)
    return true
  }

  stderr(chunk: Buffer): void {
    this.tail.push(chunk)
    this.stderrTail.push(chunk)
  }

  result(): { stdout: string; stderrTail: string; outputTail: string; droppedBytes: number } {
    const tail = this.tail.bytes()
    return {
      stdout: Buffer.concat(this.reply).toString('utf8'),
      stderrTail: this.stderrTail.bytes().toString('utf8').trim(),
      outputTail: tail.toString('utf8'),
      droppedBytes: this.tail.total - tail.length,
    }
  }
}

/** The last `max` bytes of a stream, holding at most one chunk more than that. */
class ByteTail {
  private readonly chunks: Buffer[] = []
  private kept = 0
  total = 0

  constructor(private readonly max: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.byteLength
    this.chunks.push(chunk)
    this.kept += chunk.byteLength
    while (this.chunks.length > 1 && this.kept - this.chunks[0]!.byteLength >= this.max) {
      this.kept -= this.chunks.shift()!.byteLength
    }
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.chunks)
    return all.length > this.max ? all.subarray(all.length - this.max) : all
  }
}
