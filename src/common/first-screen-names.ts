/**
 * The names index.html's inline script (first-screen-script.ts) and the app share: where the app keeps what the
 * script reads, the attributes the script notes on <html> and the copies it fills. Apart from the script's own text,
 * so that the app's start-up bundle carries these few strings and not the script (5 KB it never runs).
 */

/** Where the client keeps the chosen language (storageKeys.language in src/client; a test holds them equal). */
export const storedLanguageKey = 'petrel.lang';

/** Where the client keeps the login flag and the session token (storageKeys.isLogin and userToken are these). */
export const storedLoginKey = 'petrel.isLogin';
export const storedTokenKey = 'petrel.userToken';

/**
 * Where the client keeps the signed-in user's id, and the warm-start copies of the answers first screens read with
 * the keys each route's first screen read (storageKeys.userId, firstScreenEntries and firstScreenKeys are these;
 * src/client/lib/cache/warm-start.ts writes the two).
 */
export const storedUserIdKey = 'petrel.userId';
export const storedFirstScreenEntriesKey = 'petrel.firstScreenEntries';
export const storedFirstScreenKeysKey = 'petrel.firstScreenKeys';

/** The saved answer of /user/info is `user:info:<user id>` (src/client/lib/account/user-profile.ts userInfoKey). */
export const userInfoCacheKeyPrefix = 'user:info:';

/** Me's path: its signed-in copy's profile card is filled from the saved profile. */
export const mePath = '/me';

/**
 * On an element of a prerendered copy, the field of the saved profile the script writes into it ("email", "uid").
 * Me's signed-in copy draws the profile card with its email line empty (features/me/profile-card.tsx).
 */
export const firstScreenFillAttribute = 'data-first-fill';

/** Where the client keeps the reader's choice of colour for a rise (storageKeys.upColor is this). */
export const storedUpColorKey = 'petrel.upColor';

/**
 * The colour convention on <html>, "green-up" or "red-up", which app/styles.css turns into --up and --down, so a
 * prerendered screen's buy buttons and rises are in the reader's colour from the first paint; the app keeps it
 * (lib/preferences/up-color.ts).
 */
export const upColorAttribute = 'data-up-color';

/**
 * The cookie the server sets with /mobile/, naming the source of its market data ("sim" or "htx"), and the attribute
 * the script copies it to on <html>. A screen's data-source line, the Market tab's largest text, then shows from the
 * first paint instead of with the first answer (components/data-source-note.tsx); without the cookie (a page from a
 * build without the one-language pages) the line stays blank until the answer, as before.
 */
export const marketSourceCookieName = 'petrel.marketSource';
export const marketSourceAttribute = 'data-market-source';

/**
 * The attributes the script sets on <html>: the route's path ("/market"), a supported language, and, only when a
 * session is stored, the session mark (the Trade and Position tabs draw differently for a signed-in user).
 */
export const firstScreenPathAttribute = 'data-first-path';
export const firstScreenLocaleAttribute = 'data-first-locale';
export const firstScreenSessionAttribute = 'data-first-session';

/**
 * Each prerendered copy is a wrapper of this class, its attribute naming the copy: "home en-US", or
 * "trade ja-JP signedIn" for a screen with a copy per session state (scripts/prerender/first-screen-markup.ts).
 */
export const firstScreenCopyClass = 'first-screen';
export const firstScreenCopyAttribute = 'data-first-screen';

/** The k-line's path, the one screen whose copy shows something of the address: its pair. */
export const klinePath = '/market/kline';
