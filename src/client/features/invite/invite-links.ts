/** The invite link and the addresses of the invite screens (docs/api.md "Invitations"). */

export const sharePath = '/me/share';
export const posterPath = '/me/mPdf';
export const inviteRecordsPath = '/me/share-record';

/**
 * `<origin>/mobile/#/register?code=<code>`: the register screen reads `code` and fills the invite field. The code
 * is URL-encoded, so an unexpected character can never change the address it leads to.
 */
export function inviteLink(origin: string, invitationCode: string): string {
  return `${origin}/mobile/#/register?code=${encodeURIComponent(invitationCode)}`;
}

/** The file name of a saved poster; only letters and digits of the code, so it is a safe name everywhere. */
export function posterFileName(invitationCode: string): string {
  return `petrel-invite-${invitationCode.replace(/[^A-Za-z0-9]/g, '')}.png`;
}
