import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { BASELINES, DIFFS, baselineName } from './vitest.visual-names.ts';

/**
 * The visual layer's last word: which stories look different, where to see how, and what to do.
 * With `--update` it also removes the baselines of stories that no longer exist, so that the
 * baselines folder holds exactly one PNG per story.
 */
export default class VisualReporter implements Reporter {
  private vitest!: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const root = this.vitest.config.root;
    const show = (file: string) => path.relative(root, file);
    const differing: string[] = [];
    const stories = new Set<string>();
    let failed = false;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const { storyId } = test.meta() as { storyId?: string };
        if (storyId) stories.add(baselineFile(root, storyId));
        if (test.result().state === 'failed') failed = true;
        for (const artifact of test.artifacts()) {
          if (artifact.type !== 'internal:toMatchScreenshot') continue;
          // Where the matcher wrote them (the attachments are copies with hashed names).
          const files = artifact.message.startsWith('No existing reference')
            ? ['no baseline yet (a new story): write it with `npm test -- visual --update`']
            : artifact.attachments.map(
                ({ name }) => `${name}: ${show(writtenFile(root, storyId ?? '', name))}`,
              );
          differing.push(
            `  ✖ ${storyId} (${show(module.moduleId)} › ${test.name})\n` +
              `    ${artifact.message.split('\n').join(' ')}\n    ${files.join('\n    ')}`,
          );
        }
      }
    }
    if (differing.length) {
      this.vitest.logger.log(
        `\nVisual: ${differing.length} ${differing.length === 1 ? 'story differs' : 'stories differ'} from the baselines in ${BASELINES}:\n` +
          `${differing.join('\n')}\n` +
          'Open the diff images (changed pixels in red). If the change is meant, write the baselines\n' +
          'again with `npm test -- visual --update` and commit them with the change.\n',
      );
    }
    if (this.vitest.config.snapshotOptions.updateSnapshot === 'all' && !failed)
      await this.removeStale(root, stories, show);
  }

  /**
   * Baselines with no story: in the component folders of the story files that ran, and in a run
   * of every story file, every folder. A run filtered by test name removes nothing.
   */
  private async removeStale(root: string, stories: Set<string>, show: (file: string) => string) {
    if (this.vitest.config.testNamePattern) return;
    const filtered = ((this.vitest as { filenamePattern?: string[] }).filenamePattern ?? []).length;
    const folders = new Set([...stories].map((file) => path.dirname(file)));
    const base = path.join(root, BASELINES);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    const stale = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !stories.has(file) && (!filtered || folders.has(path.dirname(file))));
    for (const file of stale) await rm(file);
    if (stale.length)
      this.vitest.logger.log(
        `Visual: removed ${stale.length} baselines with no story: ${stale.map(show).join(', ')}`,
      );
  }
}
const baselineFile = (root: string, storyId: string) =>
  path.join(root, BASELINES, `${baselineName(storyId)}.png`);

/** The reference as committed; the actual screenshot and the diff as vitest.visual.config.ts puts them. */
const writtenFile = (root: string, storyId: string, name: string) =>
  name === 'reference'
    ? baselineFile(root, storyId)
    : path.join(root, DIFFS, `${baselineName(storyId)}-${name}.png`);
