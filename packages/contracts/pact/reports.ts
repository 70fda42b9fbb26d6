/**
 * The verification as files for CI: JUnit XML (one test suite per endpoint, one test case per
 * interaction, its problems as the failure) and JSON (the same result as the command computed it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Verification } from './results';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function junitOf(verification: Verification, name = 'contract'): string {
  const total = verification.interactions.length;
  const failures = verification.interactions.filter((r) => !r.ok).length;
  const suites = verification.endpoints.map(({ endpoint, passed, failed }) => {
    const cases = verification.interactions
      .filter((r) => r.endpoint === endpoint)
      .map((r) => {
        const open = `    <testcase classname="${escapeXml(endpoint)}" name="${escapeXml(r.description)}"`;
        if (r.ok) return `${open}/>`;
        const text = escapeXml(r.problems.join('\n'));
        return `${open}>\n      <failure message="${escapeXml(r.problems[0] ?? 'failed')}">${text}</failure>\n    </testcase>`;
      });
    return [
      `  <testsuite name="${escapeXml(endpoint)}" tests="${passed + failed}" failures="${failed}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" tests="${total}" failures="${failures}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

export function jsonOf(verification: Verification): string {
  return JSON.stringify(verification, null, 2) + '\n';
}

export function writeReport(file: string, text: string): void {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
