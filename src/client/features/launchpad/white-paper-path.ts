/**
 * Which PDF the white paper screen shows: the listing's (`?id=`, its `whitePaper` path) or a path given directly
 * (`?src=whitepapers/cs.pdf`). Only files under the app's own whitepapers/ folder are accepted, so a crafted link
 * cannot make the app fetch and display a document from elsewhere.
 */
const whitePaperPattern = /^whitepapers\/[a-z0-9][a-z0-9-]{0,40}\.pdf$/;

/** The PDF's address under the app's base, or undefined for a path outside whitepapers/. */
export function whitePaperUrl(path: string, baseUrl: string): string | undefined {
  const clean = path.trim().replace(/^\/+/, '');
  return whitePaperPattern.test(clean) ? `${baseUrl}${clean}` : undefined;
}
