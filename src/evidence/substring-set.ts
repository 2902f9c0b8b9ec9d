/**
 * Which of a set of words a text contains, in one pass over the text whatever the number of
 * words (an Aho–Corasick automaton over UTF-16 code units, as `String.includes` compares).
 *
 * The automaton lives in typed arrays: the touched files' stems make one of ~13,000 nodes in a
 * large change, and a Map per node was 1.6 MB of small objects kept for the whole run, each of
 * which survives V8's young-generation collections and grows the young generation (issue 25).
 */
export class SubstringSet {
  /**
   * Transitions (node, code unit) → child, open addressing, at most half full (doubled as the
   * trie grows); a child is never the root (0), so 0 is an empty slot.
   */
  private slotNode = new Int32Array(16)
  private slotCode = new Uint16Array(16)
  private slotChild = new Int32Array(16)
  private mask = 15
  private readonly fallback: Int32Array
  /** A word ends at this node, or at a node its fallback chain reaches. */
  private readonly ends: Uint8Array
  /** The word (its position in the constructor's list) that ends exactly at this node, or -1. */
  private readonly wordAt: Int32Array
  /** The nearest node down the fallback chain where a word ends exactly, or -1. */
  private readonly nextWord: Int32Array
  private readonly matchesAll: boolean
  /**
   * One bit per code unit that starts some word: at the root, a unit without its bit leaves the
   * automaton at the root, told by one bit test instead of a transition lookup. Most of a trace
   * is read at the root.
   */
  private readonly startUnits = new Int32Array(65536 / 32)

  constructor(words: Iterable<string>) {
    const list = [...words]
    // Per-node arrays sized for a trie that shares no prefix, cut to the nodes made at the end.
    let most = 1
    for (const word of list) most += word.length
    const ends = new Uint8Array(most)
    const wordAt = new Int32Array(most).fill(-1)
    // Each node's children as a list (first child, next sibling) and the code unit leading to
    // it: the breadth-first pass below walks them. Only needed while building.
    const firstChild = new Int32Array(most).fill(-1)
    const nextSibling = new Int32Array(most).fill(-1)
    const codeOf = new Uint16Array(most)
    let nodes = 1
    let empty = false
    list.forEach((word, position) => {
      if (word === '') empty = true
      let node = 0
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i)
        let child = this.child(node, code)
        if (child < 0) {
          child = nodes++
          if (node === 0)
            this.startUnits[code >>> 5] = this.startUnits[code >>> 5]! | (1 << (code & 31))
          if (nodes * 2 > this.mask + 1) this.grow()
          this.setChild(node, code, child)
          codeOf[child] = code
          // Prepended: a node's children are visited last-added first (order does not matter).
          nextSibling[child] = firstChild[node]!
          firstChild[node] = child
        }
        node = child
      }
      ends[node] = 1
      if (node !== 0 && wordAt[node] === -1) wordAt[node] = position
    })
    this.ends = ends.slice(0, nodes)
    this.wordAt = wordAt.slice(0, nodes)
    this.fallback = new Int32Array(nodes)
    this.nextWord = new Int32Array(nodes).fill(-1)
    // `includes('')` is true for every text.
    this.matchesAll = empty
    const queue = new Int32Array(nodes)
    let tail = 0
    for (let c = firstChild[0]!; c >= 0; c = nextSibling[c]!) queue[tail++] = c
    for (let head = 0; head < tail; head++) {
      const node = queue[head]!
      for (let child = firstChild[node]!; child >= 0; child = nextSibling[child]!) {
        const code = codeOf[child]!
        let back = this.fallback[node]!
        while (back !== 0 && this.child(back, code) < 0) back = this.fallback[back]!
        const target = this.child(back, code)
        this.fallback[child] = target >= 0 && target !== child ? target : 0
        const back2 = this.fallback[child]!
        this.ends[child] = this.ends[child]! | this.ends[back2]!
        this.nextWord[child] = this.wordAt[back2]! >= 0 ? back2 : this.nextWord[back2]!
        queue[tail++] = child
      }
    }
  }

  /** The child of `node` by `code`, or -1. */
  private child(node: number, code: number): number {
    let slot = (Math.imul(node, 0x9e3779b1) ^ Math.imul(code, 0x85ebca6b)) & this.mask
    for (;;) {
      const child = this.slotChild[slot]!
      if (child === 0) return -1
      if (this.slotNode[slot] === node && this.slotCode[slot] === code) return child
      slot = (slot + 1) & this.mask
    }
  }

  /** Doubles the transition table. */
  private grow(): void {
    const [nodes, codes, children] = [this.slotNode, this.slotCode, this.slotChild]
    const size = (this.mask + 1) * 2
    this.slotNode = new Int32Array(size)
    this.slotCode = new Uint16Array(size)
    this.slotChild = new Int32Array(size)
    this.mask = size - 1
    for (let slot = 0; slot < children.length; slot++)
      if (children[slot] !== 0) this.setChild(nodes[slot]!, codes[slot]!, children[slot]!)
  }

  private setChild(node: number, code: number, child: number): void {
    let slot = (Math.imul(node, 0x9e3779b1) ^ Math.imul(code, 0x85ebca6b)) & this.mask
    while (this.slotChild[slot] !== 0) slot = (slot + 1) & this.mask
    this.slotNode[slot] = node
    this.slotCode[slot] = code
    this.slotChild[slot] = child
  }

  /** The node after reading `code` in `node`, following fallbacks (the root when nothing fits). */
  private step(node: number, code: number): number {
    let child = this.child(node, code)
    while (child < 0 && node !== 0) {
      node = this.fallback[node]!
      child = this.child(node, code)
    }
    return child < 0 ? 0 : child
  }

  /** Whether `text` contains one of the words. */
  foundIn(text: string): boolean {
    if (this.matchesAll) return true
    const startUnits = this.startUnits
    let node = 0
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      if (node === 0) {
        if ((startUnits[code >>> 5]! & (1 << (code & 31))) === 0) continue
        node = this.child(0, code)
      } else {
        node = this.step(node, code)
      }
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
      node = this.step(node, text.charCodeAt(i))
      for (let n = this.wordAt[node]! >= 0 ? node : this.nextWord[node]!; n >= 0;) {
        found.add(this.wordAt[n]!)
        n = this.nextWord[n]!
      }
    }
    return [...found]
  }
}
