// Entry of `npm run bench`: every stage's benchmark in pipeline order. Pick some by name:
// `npm run bench -- evidence review`.
type BenchModule = { run: () => Promise<void> }

// Listed explicitly (not discovered) so the bundler sees every module.
const benches: Record<string, () => Promise<BenchModule>> = {
  payload: () => import('./payload.bench.js'),
  context: () => import('./context.bench.js'),
  evidence: () => import('./evidence.bench.js'),
  'evidence-scale': () => import('./evidence-scale.bench.js'),
  xml: () => import('./xml.bench.js'),
  review: () => import('./review.bench.js'),
  'merge-shards': () => import('./merge-shards.bench.js'),
  pipeline: () => import('./pipeline.bench.js'),
  process: () => import('./process.bench.js'),
  startup: async () => ({ run: (await import('./process.bench.js')).runStartup }),
  eval: () => import('./eval.bench.js'),
  fixtures: () => import('./fixtures.bench.js'),
}

const wanted = process.argv.slice(2)
// A child process of the evidence benchmark that measures one side's peak memory on its own.
if (wanted[0] === 'evidence-peak') {
  await (await import('./evidence-scale.bench.js')).peakChild(wanted.slice(1))
  process.exit(0)
}
for (const [name, load] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue
  await (await load()).run()
}
