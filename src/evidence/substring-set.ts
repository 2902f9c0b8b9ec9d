/**
 * Which of a set of words a text contains, in one pass over the text whatever the number of
 * words (an Aho–Corasick automaton over UTF-16 code units, as `String.includes` compares).
 */
export class SubstringSet {
  private readonly next: Map<number, number>[] = [new Map()]
  private readonly fallback: number[] = [0]
  /** A word ends at this node, or at a node its fallback chain reaches. */
  private readonly ends: boolean[] = [false]
  /** The word (its position in the constructor's list) that ends exactly at this node, or -1. */
  private readonly wordAt: number[] = [-1]
  /** The nearest node down the fallback chain where a word ends exactly, or -1. */
  private readonly nextWord: number[] = [-1]
  private readonly matchesAll: boolean

  constructor(words: Iterable<string>) {
    let empty = false
    let position = -1
    for (const word of words) {
      position++
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
          this.wordAt.push(-1)
          this.nextWord.push(-1)
          this.next[node]!.set(code, child)
        }
        node = child
      }
      this.ends[node] = true
      if (node !== 0 && this.wordAt[node] === -1) this.wordAt[node] = position
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
        const back2 = this.fallback[child]!
        this.ends[child] = this.ends[child]! || this.ends[back2]!
        this.nextWord[child] = this.wordAt[back2]! >= 0 ? back2 : this.nextWord[back2]!
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

  /**
   * The positions (in the constructor's list) of the non-empty words `text` contains, each once;
   * a word given twice is reported at its first position.
   */
  wordsIn(text: string): number[] {
    const found = new Set<number>()
    let node = 0
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      let child = this.next[node]!.get(code)
      while (child === undefined && node !== 0) {
        node = this.fallback[node]!
        child = this.next[node]!.get(code)
      }
      node = child ?? 0
      for (let n = this.wordAt[node]! >= 0 ? node : this.nextWord[node]!; n >= 0;) {
        found.add(this.wordAt[n]!)
        n = this.nextWord[n]!
      }
    }
    return [...found]
  }
}
