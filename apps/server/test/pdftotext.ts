import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Whether pdftotext (Debian's poppler-utils) is installed. CI installs it (.ci/run); elsewhere
 * the tests that need it are skipped with this reason.
 */
export const pdftotextMissing: string | null = spawnSync('pdftotext', ['-v']).error
  ? 'pdftotext is not installed (apt-get install poppler-utils)'
  : null;

/**
 * A PDF as pdftotext reads it, keeping the layout (a label and its value stay on one line), each
 * run of spaces made one, so that a test can look for 'Issue date 15/06/2026'.
 */
export function pdfToText(pdf: Buffer): string {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  return text
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
