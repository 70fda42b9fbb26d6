/**
 * The command's verification in a child process of its own. The Pact core (native code) prints a
 * report of every interaction to the process's standard output, which no option turns off: the
 * command keeps its own output short by running the core here, with that output discarded (or
 * shown, with --verbose), and takes the result back over IPC.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Verification } from './results';
import { StateHookMissing } from './stateHook';
import { verifyProvider, type VerifyOptions } from './verifyProvider';

type Answer = { verification: Verification } | { error: string; hookMissing: boolean };

const isChild = process.argv[2] === '--verify-child';

export function verifyInChild(
  options: VerifyOptions,
  { verbose = false }: { verbose?: boolean } = {},
): Promise<Verification> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--verify-child'], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', verbose ? 'inherit' : 'ignore', verbose ? 'inherit' : 'ignore', 'ipc'],
    });
    let answer: Answer | undefined;
    child.on('message', (message: Answer) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (answer && 'verification' in answer) return resolve(answer.verification);
      if (answer) {
        return reject(
          answer.hookMissing ? new StateHookMissing(answer.error) : new Error(answer.error),
        );
      }
      reject(new Error(`the verifier stopped (exit code ${code}) without a result`));
    });
    child.send(options);
  });
}

if (isChild) {
  process.once('message', (options: VerifyOptions) => {
    verifyProvider(options)
      .then((verification): Answer => ({ verification }))
      .catch((error: unknown): Answer => ({
        error: error instanceof Error ? error.message : String(error),
        hookMissing: error instanceof StateHookMissing,
      }))
      .then((answer) => process.send!(answer, () => process.exit(0)));
  });
}
