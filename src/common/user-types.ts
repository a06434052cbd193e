/** Wire shapes of the account calls. The spec fixes login and info; the rest follow their style (docs/api.md). */

/** KYC status as `auth` in user info (spec: unverified, under review, verified; plus rejected with a reason). */
export const kycStatus = { unverified: 0, underReview: 1, verified: 2, rejected: 3 } as const;
export type KycStatus = (typeof kycStatus)[keyof typeof kycStatus];

export interface LoginResult {
  userId: string;
  token: string;
}

/** Answer of /user/info (spec section 7): `assetsPwd` says whether a trade password is set, never a hash. */
export interface UserInfo {
  email: string;
  icon: string;
  uid: string;
  auth: KycStatus;
  invitationCode: string;
  assetsPwd: boolean;
  /**
   * The caller's unread inbox messages (docs/api.md "Messages"): the Me tab's badge without a request of its own.
   * The server always sends it; it is optional because the client's session copy of the profile does not keep it.
   */
  unreadMessages?: number;
}

export interface EmailCodeSent {
  /** Seconds before another code may be requested for this address. */
  resendAfterSeconds: number;
}

export interface KycInfo {
  status: KycStatus;
  realName: string;
  /** Masked except for the first and last few characters. */
  idNumber: string;
  reason: string;
  submittedAt: string | null;
  frontFileId: string | null;
  backFileId: string | null;
}

export interface HelpArticleSummary {
  id: string;
  title: string;
}

export interface HelpArticle extends HelpArticleSummary {
  body: string;
}

/** Uploads: images recognised by their bytes, at most 5 MiB. */
export const uploadBytesMax = 5 * 1024 * 1024;
export const uploadMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadMimeType = (typeof uploadMimeTypes)[number];

/** Name limits of the KYC form. */
export const realNameLengthMax = 64;
export const idNumberLengthMax = 32;

/** Sign-ins /user/safety lists, newest first (docs/api.md "Account safety"). */
export const loginHistoryShownMax = 20;

/** One successful sign-in of the user, as /user/safety answers it. */
export interface LoginRecord {
  /** Milliseconds since the epoch, by the server's clock. */
  signedInAt: number;
  /** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
  address: string;
  /** The browser's User-Agent text, shortened; the app names the device from it (common/user-agent.ts). */
  userAgent: string;
  /** The sign-in that opened the session asking. */
  current: boolean;
  /** Its session is still signed in (not logged out, ended, idle too long or expired). */
  active: boolean;
}

export interface SafetyOverview {
  logins: LoginRecord[];
  /** The anti-phishing code, masked (common/mask.ts), or null when none is set. */
  antiPhishingCode: string | null;
}
