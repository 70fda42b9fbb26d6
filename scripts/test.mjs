// `npm test`: installs what is missing (pnpm, dependencies, a Chromium) and runs every test layer:
// types, lint, format, unit + server tests, Storybook stories in Chromium, every story's look
// against its committed screenshot, Pact (consumer, then provider verification of the mock), the
// production build and its JavaScript budgets, and Playwright end-to-end journeys (in a desktop
// window; the phone runs those tagged @phone).
// docs/testing.md says which layer proves what, and each layer's time.
// Pass layer names to run only some: `npm test -- unit stories`.
// `npm test -- visual --update` writes the screenshots of the stories that look different again.
import { ensureChromium, ensureDependencies, ensurePnpm, installEnv } from './lib/bootstrap.mjs';
import { run, step } from './lib/run.mjs';

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const update = args.includes('--update');
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--update');
if (unknown.length || (update && !only.includes('visual'))) {
  console.error(
    `${unknown.length ? `unknown option ${unknown.join(' ')}; ` : ''}` +
      '--update writes the visual baselines again: npm test -- visual --update',
  );
  process.exit(2);
}

const pnpm = await ensurePnpm();
await ensureDependencies(pnpm);
const chromium = await ensureChromium();
console.log(`browser: ${chromium}`);

const env = { ...installEnv, CHROMIUM_PATH: chromium, FORCE_COLOR: process.env.CI ? '0' : '1' };
const exec = (bin, ...args) => [pnpm, ['exec', bin, ...args]];

const layers = [
  ['types', exec('tsc', '-p', 'tsconfig.json')],
  ['lint', exec('oxlint', '-c', '.oxlintrc.json', '--deny-warnings', 'packages', 'scripts', 'e2e')],
  ['format', exec('prettier', '--check', '.')],
  ['unit', exec('vitest', 'run')],
  ['stories', exec('vitest', 'run', '--config', 'vitest.stories.config.ts')],
  [
    'visual',
    exec('vitest', 'run', '--config', 'vitest.visual.config.ts', ...(update ? ['--update'] : [])),
  ],
  ['pact-consumer', exec('vitest', 'run', '--config', 'vitest.pact-consumer.config.ts')],
  ['pact-provider', exec('vitest', 'run', '--config', 'vitest.pact-provider.config.ts')],
  ['build', [pnpm, ['--filter', '@xinghe/site', 'build']]],
  ['budgets', [process.execPath, ['scripts/check-bundle.mjs']]],
  ['e2e', exec('playwright', 'test')],
];

const selected = only.length ? layers.filter(([name]) => only.includes(name)) : layers;
const results = [];
for (const [name, [command, args]] of selected) {
  step(`${name}: ${[command.split('/').pop(), ...args].join(' ')}`);
  const started = Date.now();
  const code = await run(command, args, { env });
  results.push({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\nTest layers:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(14)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nlayers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
