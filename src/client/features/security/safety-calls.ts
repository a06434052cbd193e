/**
 * The calls of the account's own security (docs/api.md "Account safety"): the recent sign-ins with the masked
 * anti-phishing code (saved per user, like every private read), ending every other session, and setting or removing the code.
 * Writes are never retried by the shared client.
 */
import { userPaths } from '../../../common/api-paths';
import type { SafetyOverview } from '../../../common/user-types';
import { readCode, writeCode } from '../../lib/http/envelope-calls';

export function safetyKey(userId: string): string {
  return `user:safety:${userId}`;
}

export function fetchSafety(): Promise<SafetyOverview> {
  return readCode<SafetyOverview>(userPaths.safety, {});
}

export function logoutOtherDevices(): Promise<{ ended: number }> {
  return writeCode<{ ended: number }>(userPaths.logoutOtherDevices, {});
}

export function setAntiPhishingCode(change: {
  code: string;
  assetsPwd: string;
}): Promise<{ antiPhishingCode: string }> {
  return writeCode<{ antiPhishingCode: string }>(userPaths.setAntiPhishingCode, { ...change });
}

export function clearAntiPhishingCode(proof: { assetsPwd: string }): Promise<{ antiPhishingCode: null }> {
  return writeCode<{ antiPhishingCode: null }>(userPaths.clearAntiPhishingCode, { ...proof });
}
