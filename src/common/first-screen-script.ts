/**
 * The one inline script of index.html. It runs in <head>, before the body is parsed, and notes on <html> the route
 * of the address (from the hash) and the language (stored, or the browser's on a first visit), so that the build's
 * inline CSS shows the prerendered first screen of that tab in that language (scripts/prerender/), and the colour
 * convention for a rise, so that the screen's trend colours are the reader's from the first paint, and the market
 * source the server's cookie names, so that the data-source line is there from the first paint too. Which path
 * belongs to which tab stays in the build's CSS, so this text, and the hash the server's CSP allows it by, change only
 * when the languages, the market sources or the fills below do. Beyond those attributes it fills copies from what the
 * device saved, as text and as elements it builds, never as markup: the k-line's pair from the address, Me's email
 * from the saved profile, and a repeat visit's saved rows (first-fill.ts).
 *
 * It lives in src/common because the server must allow exactly this text: `script-src 'self'` would block any
 * other inline script (src/server/http/security-headers.ts adds its hash).
 */
import {
  firstFillAttributePattern,
  firstFillSlotAttribute,
  firstFillStylePattern,
  firstFillTags,
  storedFirstFillsKey,
} from './first-fill';
import {
  storedLanguageKey,
  storedLoginKey,
  storedTokenKey,
  storedUserIdKey,
  storedFirstScreenEntriesKey,
  storedFirstScreenKeysKey,
  userInfoCacheKeyPrefix,
  mePath,
  firstScreenFillAttribute,
  storedUpColorKey,
  upColorAttribute,
  marketSourceCookieName,
  marketSourceAttribute,
  firstScreenPathAttribute,
  firstScreenLocaleAttribute,
  firstScreenSessionAttribute,
  firstScreenCopyClass,
  firstScreenCopyAttribute,
  klinePath,
} from './first-screen-names';
import { defaultLocale, defaultUpColor, locales } from './locales';
import { marketSources } from './market-types';
import { defaultBaseCoin, defaultQuoteCoin, pairNameCoinLengthMax } from './pairs';

const marketSourceCookiePattern = `(?:^|; *)${marketSourceCookieName.replace(/\./g, '\\.')}=(${marketSources.join('|')})(?:;|$)`;
/** The languages whose readers see red as a rise by default (defaultUpColor). */
const redUpLocales = locales.filter((locale) => defaultUpColor(locale) === 'red-up');

/**
 * On the k-line's path, the pair the address names goes into the k-line's copies, which the build rendered for the
 * default pair (BTC/USDT): its title, the pair, is the screen's largest paint. The name is the one
 * parseMarketQuery (lib/market-data/market-query.ts) gives: each coin of the query trimmed, the default if empty,
 * upper case, at most `pairNameCoinLengthMax` characters. A MutationObserver fills each copy in the task the parser
 * completes it in (it has a next sibling, which is when the inline CSS shows it), so it is never painted with the
 * default pair; the copy is marked so that it is filled once. `q` is the hash's query, `d` <html>.
 */
const klinePairFill =
  'var p=new URLSearchParams(q),c=function(n,f){var v=(p.get(n)||"").trim();' +
  `return(v||f).toUpperCase().slice(0,${pairNameCoinLengthMax})},` +
  `b=c("currency",${JSON.stringify(defaultBaseCoin)}),u=c("baseCurrency",${JSON.stringify(defaultQuoteCoin)}),` +
  `x=new RegExp(${JSON.stringify(`${defaultBaseCoin}|${defaultQuoteCoin}`)},"g"),` +
  'o=new MutationObserver(function(){' +
  `var e=document.querySelectorAll('.${firstScreenCopyClass}[${firstScreenCopyAttribute}^="kline "]:not([data-filled])'),m,w,t;` +
  'for(m=0;m<e.length;m++)if(e[m].nextElementSibling){e[m].setAttribute("data-filled","");' +
  'w=document.createTreeWalker(e[m],4);' +
  `while(t=w.nextNode())t.nodeValue=t.nodeValue.replace(x,function(a){return a===${JSON.stringify(defaultBaseCoin)}?b:u})}});` +
  'o.observe(d,{childList:true,subtree:true});' +
  'document.addEventListener("DOMContentLoaded",function(){o.disconnect()});';

/**
 * On Me's path, for a stored session: the profile card's email, Me's largest paint, is written into Me's copies from
 * the saved profile, so it is painted with the HTML instead of with the app (2.7 s at 4× on slow 4G). The profile is
 * the warm-start copy of the user's /user/info answer, used only under the rule the app's first render uses it by
 * (warm-start.ts): Me's first screen is noted as reading that key (at Me's last start, or when the profile was
 * saved), and the copy belongs to the stored user. The app's first render then draws the same email in the same
 * place. Each `data-first-fill` element gets the profile's field of its name, a non-empty string only; an address
 * breaks after its "@" as components/email-text.tsx breaks it, and is its line's title, as on the app's card. A
 * MutationObserver fills each copy in the task the parser completes it in, as the k-line's (below). `d` is <html>.
 */
const profileFill =
  `var u=localStorage.getItem(${JSON.stringify(storedUserIdKey)}),` +
  `w=${JSON.stringify(userInfoCacheKeyPrefix)}+u,` +
  `t=JSON.parse(localStorage.getItem(${JSON.stringify(storedFirstScreenKeysKey)})||"{}")[${JSON.stringify(mePath)}],` +
  `e=JSON.parse(localStorage.getItem(${JSON.stringify(storedFirstScreenEntriesKey)})||"{}")[w],f;` +
  'if(u&&Array.isArray(t)&&t.indexOf(w)>=0&&e&&e.userId===u&&e.value){f=e.value;' +
  'o=new MutationObserver(function(){' +
  `var c=document.querySelectorAll('.${firstScreenCopyClass}[${firstScreenCopyAttribute}^="me "]:not([data-filled])'),m,a,k,x,v,p;` +
  'for(m=0;m<c.length;m++)if(c[m].nextElementSibling){c[m].setAttribute("data-filled","");' +
  `a=c[m].querySelectorAll("[${firstScreenFillAttribute}]");` +
  `for(k=0;k<a.length;k++){x=a[k];v=f[x.getAttribute(${JSON.stringify(firstScreenFillAttribute)})];` +
  'if(typeof v!=="string"||!v)continue;p=v.indexOf("@");x.textContent=p<0?v:v.slice(0,p+1);' +
  'if(p>=0){x.appendChild(document.createElement("wbr"));x.appendChild(document.createTextNode(v.slice(p+1)));x.title=v}}}});' +
  'o.observe(d,{childList:true,subtree:true});' +
  'document.addEventListener("DOMContentLoaded",function(){o.disconnect()})}';

/**
 * Saved rows (first-fill.ts): a slot of the shown copy gets its snapshot in place of its loading rows when the app's
 * first render will draw the answer it was drawn from, the rule warm-start.ts reads answers by:
 * - the route's first screen is noted as reading the answer's key (a route without keys of its own takes those of the
 *   latest start below it, as /account does /account/assert/1's);
 * - the warm-start copy of that answer is the one the snapshot was drawn from (same time), and its owner's: the
 *   public's, or the stored user's with a session stored;
 * - the snapshot is in the language noted.
 * Each node is rebuilt with createElement/createElementNS and setAttribute, from the allowed tags and attributes only;
 * a snapshot with anything else leaves the loading rows. A MutationObserver fills each slot once its copy is parsed,
 * as the k-line's. `h` is the path without its "/", `l` the language, `g` whether a session is stored, `d` <html>.
 */
const slotFill =
  `(function(){var F=JSON.parse(localStorage.getItem(${JSON.stringify(storedFirstFillsKey)})||"{}"),` +
  `K=JSON.parse(localStorage.getItem(${JSON.stringify(storedFirstScreenKeysKey)})||"{}"),` +
  `E=JSON.parse(localStorage.getItem(${JSON.stringify(storedFirstScreenEntriesKey)})||"{}"),` +
  `U=localStorage.getItem(${JSON.stringify(storedUserIdKey)}),R=K["/"+h],V={},w=0,x,f,e,o,` +
  `T=/^(?:${firstFillTags.join('|')})$/,A=new RegExp(${JSON.stringify(firstFillAttributePattern)}),` +
  `S=new RegExp(${JSON.stringify(firstFillStylePattern)});` +
  'if(!R&&h)for(x in K)if(x.indexOf("/"+h+"/")===0){R=K[x];break}' +
  'for(x in F){f=F[x];e=f&&E[f.key];' +
  'if(f&&f.locale===l&&Array.isArray(R)&&R.indexOf(f.key)>=0&&e&&e.savedAtMs===f.savedAtMs&&e.userId===f.userId&&' +
  '(f.userId===""||g&&f.userId===U)&&Array.isArray(f.nodes)){V[x]=f.nodes;w=1}}' +
  'if(!w)return;' +
  'function B(n,v){if(typeof n==="string")return document.createTextNode(n);var t=n[0],a=n[1],z,k,i;v=v||t==="svg";' +
  'if(!T.test(t)||!a||typeof a!=="object")throw 0;' +
  'z=v?document.createElementNS("http://www.w3.org/2000/svg",t):document.createElement(t);' +
  'for(k in a){if(!(k==="style"?S.test(a[k]):A.test(k)))throw 0;z.setAttribute(k,a[k])}' +
  'for(i=2;i<n.length;i++)z.appendChild(B(n[i],v));return z}' +
  'o=new MutationObserver(function(){' +
  `var a=document.querySelectorAll('.${firstScreenCopyClass} [${firstFillSlotAttribute}]:not([data-filled])'),m,y,c,n,z,i;` +
  `for(m=0;m<a.length;m++){y=a[m];c=y.closest(".${firstScreenCopyClass}");if(!c.nextElementSibling)continue;` +
  `y.setAttribute("data-filled","");n=V[y.getAttribute(${JSON.stringify(firstFillSlotAttribute)})];` +
  'if(n&&c.lang===l)try{z=document.createDocumentFragment();for(i=0;i<n.length;i++)z.appendChild(B(n[i]));' +
  'y.textContent="";y.appendChild(z)}catch(e){}}});' +
  'o.observe(d,{childList:true,subtree:true});' +
  'document.addEventListener("DOMContentLoaded",function(){o.disconnect()})})()';

/**
 * Mirrors hash-location.ts: "#/market/kline?x=1" → "/market/kline", "" and "#/" → "/".
 *
 * The language: the stored choice when there is one; on a first visit, the first of the browser's languages
 * (navigator.languages, in the reader's order) that is one of ours by its language part ("ja", "ja-JP" → ja-JP;
 * "zh-TW" → zh-CN; "en-GB" → en-US); else the default. The app takes the language from here (i18n.ts
 * `startLocale`), so the prerendered screen and the app always agree: this is the one place that decides. Storage
 * that throws (a private mode) counts as nothing stored, as the app's own safeStorage does.
 *
 * A session is stored when the login flag is "1" and the token is not empty, the test the app's session store makes
 * (lib/session/session-store.ts), so the copy shown is the one the app's first render draws.
 *
 * The colour convention: the stored choice when it is one of the two, else red-up for a language that reads red as
 * a rise (defaultUpColor), else green-up.
 *
 * The market source: the server's cookie when it names one of the sources, else none (a document that may not read
 * its cookies, which throws, counts as none).
 */
export const firstScreenScript =
  '(function(){var d=document.documentElement,r=location.hash.replace(/^#?\\/?/,""),k=r.indexOf("?"),' +
  'h=k<0?r:r.slice(0,k),q=k<0?"":r.slice(k+1),' +
  `s=${JSON.stringify(locales)},l,n,i,j,g,y,v,o;` +
  `try{l=localStorage.getItem(${JSON.stringify(storedLanguageKey)});y=localStorage.getItem(${JSON.stringify(storedUpColorKey)});` +
  `g=localStorage.getItem(${JSON.stringify(storedLoginKey)})==="1"&&!!localStorage.getItem(${JSON.stringify(storedTokenKey)})}catch(e){}` +
  `if(s.indexOf(l)<0){l=${JSON.stringify(defaultLocale)};n=navigator.languages||[navigator.language];` +
  'a:for(i=0;i<n.length;i++)for(j=0;j<s.length;j++)' +
  'if(String(n[i]).toLowerCase().split("-")[0]===s[j].toLowerCase().split("-")[0]){l=s[j];break a}}' +
  `d.setAttribute(${JSON.stringify(firstScreenPathAttribute)},"/"+h);` +
  `d.setAttribute(${JSON.stringify(firstScreenLocaleAttribute)},l);d.lang=l;` +
  `if(g)d.setAttribute(${JSON.stringify(firstScreenSessionAttribute)},"");` +
  `if(y!=="green-up"&&y!=="red-up")y=${JSON.stringify(redUpLocales)}.indexOf(l)<0?"green-up":"red-up";` +
  `d.setAttribute(${JSON.stringify(upColorAttribute)},y);` +
  `try{v=/${marketSourceCookiePattern}/.exec(document.cookie)}catch(e){}if(v)d.setAttribute(${JSON.stringify(marketSourceAttribute)},v[1]);` +
  `if(h===${JSON.stringify(klinePath.slice(1))}){${klinePairFill}}` +
  `if(g&&h===${JSON.stringify(mePath.slice(1))})try{${profileFill}}catch(e){}` +
  `try{${slotFill}}catch(e){}})()`;
