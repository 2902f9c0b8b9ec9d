/**
 * Whether a text contains any of a set of words, in one pass over the text whatever the number
 * of words (an Aho–Corasick automaton over UTF-16 code units, as `String.includes` compares).
 */
export class SubstringSet {
  private readonly next: Map<number, number>[] = [new Map()]
  private readonly fallback: number[] = [0]
  /** A word ends at this node, or at a node its fallback chain reaches. */
  private readonly ends: boolean[] = [false]
  private readonly matchesAll: boolean

  constructor(words: Iterable<string>) {
    let empty = false
    for (const word of words) {
      if (word === '') empty = true
      let node = 0
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i)
        let child = this.next[node]!.get(code)
        if (child === undefined) {
          child = this.next.length
          this.next.push(new Map())
          this.fallback.push(0)
          this.ends.push(false)
          this.next[node]!.set(code, child)
        }
        node = child
      }
      this.ends[node] = true
    }
    // `includes('')` is true for every text.
    this.matchesAll = empty
    const queue = [...this.next[0]!.values()]
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!
      for (const [code, child] of this.next[node]!) {
        let back = this.fallback[node]!
        while (back !== 0 && !this.next[back]!.has(code)) back = this.fallback[back]!
        const target = this.next[back]!.get(code)
        this.fallback[child] = target !== undefined && target !== child ? target : 0
        this.ends[child] = this.ends[child]! || this.ends[this.fallback[child]!]!
        queue.push(child)
      }
    }
  }

  /** Whether `text` contains one of the words. */
  foundIn(text: string): boolean {
    if (this.matchesAll) return true
    let node = 0
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      let child = this.next[node]!.get(code)
      while (child === undefined && node !== 0) {
        node = this.fallback[node]!
        child = this.next[node]!.get(code)
      }
      node = child ?? 0
      if (this.ends[node]) return true
    }
    return false
  }
}
