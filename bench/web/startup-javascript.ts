/**
 * /home's start-up JavaScript as the build ships it: the scripts dist/index.html links (its module script and the
 * modules it preloads) and the app's chunk the entry imports once the first screen has painted (src/client/main.tsx)
 * with the modules that chunk imports, gzip-compressed at the level scripts/compress-build.ts uses. It is what every
 * tab pays before its first render, whatever screen follows; the bytes on the wire (transfer-bench.ts) add the
 * screen's own chunks. The standing budget is 130 KiB on the wire; issue 23's target is 100 KiB.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { linkedScripts } from '../../scripts/start-script/one-start-script-plugin';
import { projectRoot } from '../../tests/e2e/support/server-process';

export const startupJavascriptTargetKiB = 100;

const deferredAppImport = /import\([`"']\.\/(start-app-[\w-]+\.js)[`"']\)/g;
const staticImport = /(?:from|import)\s*["']\.\/([\w-]+\.js)["']/g;

/**
 * The scripts index.html links, then the app's chunk any of them imports after the first paint, and what that chunk
 * imports in turn (paths under dist/, each once).
 */
export function startupScripts(indexHtml: string, readAsset: (file: string) => string): string[] {
  const files = linkedScripts(indexHtml);
  const follow = (file: string, pattern: RegExp) => {
    for (const [, name = ''] of readAsset(file).matchAll(pattern)) {
      const imported = `assets/${name}`;
      if (files.includes(imported)) continue;
      files.push(imported);
      follow(imported, staticImport);
    }
  };
  for (const file of [...files]) follow(file, deferredAppImport);
  return files;
}

export function startupJavascriptKiB(distDir = path.join(projectRoot, 'dist')): number {
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const readAsset = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
  const bytes = startupScripts(indexHtml, readAsset).reduce((sum, file) => {
    const source = fs.readFileSync(path.join(distDir, file));
    return sum + zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
  }, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}
