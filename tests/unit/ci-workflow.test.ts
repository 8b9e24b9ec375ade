// The pull-request workflow (.github/workflows/ci.yml) cannot run here, so its file is checked: it is
// valid YAML (ajv-cli reads YAML data files) and has the shape GitHub Actions runs, and it does what
// .ci/run and tests/run-all.sh do (Debian's chromium, the same schema checks, `npm ci`, `npm test`),
// then runs the render review against the base branch and uploads its report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const root = process.cwd();
const workflow = join(root, '.github/workflows/ci.yml');
const scratch = mkdtempSync(join(tmpdir(), 'nexus-workflow-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineOf = (file: string, pattern: RegExp) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => pattern.test(line));

/** A step whose `run` has a line that is exactly `line`. */
const runsLine = (line: string) => ({
  contains: {
    type: 'object',
    required: ['run'],
    properties: { run: { type: 'string', pattern: `(^|\\n)\\s*${escapeRegExp(line)}\\s*(\\n|$)` } },
  },
});
/** A step that uses `action` (any version) with these inputs. */
const uses = (action: string, inputs: Record<string, unknown>) => ({
  contains: {
    type: 'object',
    required: ['uses', 'with'],
    properties: {
      uses: { type: 'string', pattern: `^${escapeRegExp(action)}@` },
      with: {
        type: 'object',
        required: Object.keys(inputs),
        properties: Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, { const: value }])),
      },
    },
  },
});

const ajvLines = lineOf('tests/run-all.sh', /^npx ajv validate /);
const chromiumInstall = lineOf('.ci/run', /apt-get install .*chromium/)[0].replace(/\s*>\s*\/dev\/null$/, '');

const schema = {
  type: 'object',
  required: ['name', 'on', 'jobs'],
  properties: {
    on: { type: 'object', required: ['pull_request'] },
    jobs: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        required: ['runs-on', 'steps'],
        properties: {
          container: { type: 'string', pattern: 'bookworm' }, // Debian, as where the visual baselines were recorded
          steps: {
            type: 'array',
            items: { type: 'object', required: ['name'], oneOf: [{ required: ['uses'] }, { required: ['run'] }] },
            allOf: [
              uses('actions/checkout', { 'fetch-depth': 0 }),
              {
                contains: {
                  type: 'object',
                  required: ['run'],
                  properties: { run: { type: 'string', pattern: escapeRegExp(chromiumInstall) } },
                },
              },
              runsLine('npm ci'),
              runsLine('npm run validate'),
              ...ajvLines.map(runsLine),
              runsLine('npm test'),
              // Exit code 1 ("some page looks different") is a finding for the report, not a failure of the job.
              {
                contains: {
                  type: 'object',
                  required: ['run'],
                  properties: {
                    run: {
                      type: 'string',
                      pattern:
                        'npm run review -- "origin/\\$BASE_REF" HEAD \\|\\| status=\\$\\?[\\s\\S]*"\\$status" -ge 2',
                    },
                  },
                },
              },
              uses('actions/upload-artifact', { name: 'render-review', path: 'review-report/' }),
            ],
          },
        },
      },
    },
  },
};

function ajvValidate(data: string) {
  const schemaFile = join(scratch, 'workflow.schema.json');
  writeFileSync(schemaFile, JSON.stringify(schema));
  return spawnSync(
    join(root, 'node_modules/.bin/ajv'),
    ['validate', '--spec=draft2020', '--all-errors', '-s', schemaFile, '-d', data],
    { encoding: 'utf8' },
  );
}

describe('the pull-request workflow', () => {
  test('the checks it repeats are found where it copies them from', () => {
    expect(ajvLines).toHaveLength(7);
    expect(chromiumInstall).toContain('chromium');
    expect(lineOf('.ci/run', /npm ci && npm test/)).toHaveLength(1);
  });

  test('is valid YAML with the shape and the steps it needs', () => {
    const result = ajvValidate(workflow);
    expect(result.stderr + result.stdout).toContain('valid');
    expect(result.status, result.stderr).toBe(0);
  });

  test('the check fails on a YAML mistake and on a missing step', () => {
    const text = readFileSync(workflow, 'utf8');
    const broken = join(scratch, 'broken.yml');
    writeFileSync(broken, text.replace('permissions:\n', 'permissions: [read\n'));
    // ajv-cli exits with 2 when it cannot read a data file, with 1 when the data does not match the schema.
    const unreadable = ajvValidate(broken);
    expect(unreadable.status).toBe(2);
    expect(unreadable.stderr).toMatch(/^error:/);
    const withoutReview = join(scratch, 'without-review.yml');
    writeFileSync(withoutReview, text.replace('npm run review --', 'echo'));
    expect(ajvValidate(withoutReview).status).toBe(1);
  });
});
