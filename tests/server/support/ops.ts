/** Runs an ops command as the CLI would, with its output captured, against a test app over inject. */
import { vi } from 'vitest';
import { opsCommands } from '../../../src/server/ops/commands';
import type { OperatorClient } from '../../../src/server/ops/operator-client';
import { testOperatorToken, type TestApp } from './test-app';

/** The CLI's client, over inject instead of fetch, presenting `token` (root's unless given). */
function injectClient(t: TestApp, token = testOperatorToken): OperatorClient {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 400) throw new Error(response.json().msg);
    return response;
  };
  return {
    get: async (url) => (await call('GET', url)).json().data,
    put: async (url, body) => (await call('PUT', url, body)).json().data,
    post: async (url, body) => (await call('POST', url, body)).json().data,
    patch: async (url, body) => (await call('PATCH', url, body)).json().data,
    download: async (url) => {
      const response = await call('GET', url);
      return { contentType: String(response.headers['content-type']), bytes: response.rawPayload };
    },
  };
}

/** As root; stderr is left to the test (some spy on it themselves). */
export async function runOps(t: TestApp, ...argv: string[]): Promise<{ code: number; output: string }> {
  const { code, output } = await runCommand(t, testOperatorToken, argv, false);
  return { code, output };
}

/** Runs an ops command as the operator whose token is given, with what it writes to stderr too. */
export function runOpsAs(
  t: TestApp,
  token: string,
  ...argv: string[]
): Promise<{ code: number; output: string; errors: string }> {
  return runCommand(t, token, argv, true);
}

async function runCommand(
  t: TestApp,
  token: string,
  argv: string[],
  captureErrors: boolean,
): Promise<{ code: number; output: string; errors: string }> {
  const command = opsCommands.find((candidate) => candidate.matches(argv));
  if (!command) throw new Error(`no command matches ${argv.join(' ')}`);
  let output = '';
  let errors = '';
  const capture = (append: (text: string) => void) => (chunk: unknown) => {
    append(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture((text) => (output += text)));
  const stderr = captureErrors
    ? vi.spyOn(process.stderr, 'write').mockImplementation(capture((text) => (errors += text)))
    : undefined;
  try {
    return { code: await command.run(injectClient(t, token), argv), output, errors };
  } finally {
    stdout.mockRestore();
    stderr?.mockRestore();
  }
}
