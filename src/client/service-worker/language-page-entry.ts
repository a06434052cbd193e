/** The script the service worker imports (scripts/service-worker/worker-import-plugin.ts builds it on its own). */
import { answerAppPageInLanguage, type WorkerScope } from './language-page';

/** A hash of the build's one-language pages, written in by the build. */
declare const languagePagesVersion: string;

answerAppPageInLanguage(self as unknown as WorkerScope, languagePagesVersion);
