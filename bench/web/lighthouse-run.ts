/**
 * One Lighthouse run (mobile, 4× unless told another CPU slowdown), scored twice from one page load: the raw score,
 * Lighthouse's own, and the CPU-time score, the same audits re-run on the trace with each task cut to its thread
 * time (thread-time-trace.ts).
 */
import os from 'node:os';
import type { Result, RunnerResult } from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { threadTimeTrace, type TraceEvent } from './thread-time-trace';

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  performance: number;
  /** The performance score of the same load re-scored by thread time. */
  cpuTimePerformance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cpuTimeLcpMs: number;
  tbtMs: number;
  cpuTimeTbtMs: number;
  cls: number;
  /** What the largest contentful paint was (Lighthouse's selector of the element), to see what a slow LCP waits for. */
  lcpElement: string;
  /** The elements that moved (Lighthouse's selectors, the largest shift first), to find what a CLS above 0 was. */
  shiftedElements: string[];
  /** Lighthouse's measure of the host's CPU speed for this run (higher is faster). */
  benchmarkIndex: number;
  /** The host's one-minute load average when the run ended. */
  loadAverage: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const milliseconds = (lhr: Result, audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);

/**
 * The selector of the LCP element from its audit's table (a table of tables in Lighthouse 12). Lighthouse looks the
 * element up once the load is over, so an element the page has since replaced (a prerendered copy the app's first
 * commit took the place of) has no row: then the trace's last LCP candidate names it, marked "(replaced)".
 */
function lcpElementOf(lhr: Result, traceEvents: readonly TraceEvent[]): string {
  const found = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(
    /"selector":"((?:[^"\\]|\\.)*)"/,
  );
  if (found?.[1]) return found[1];
  const candidates = traceEvents
    .filter((event) => event.name === 'largestContentfulPaint::Candidate')
    .map((event) => (event.args as { data?: { nodeName?: string; isMainFrame?: boolean } } | undefined)?.data)
    .filter((data) => data?.isMainFrame);
  const nodeName = candidates.at(-1)?.nodeName;
  return nodeName ? `${nodeName} (replaced)` : '?';
}

/** The selectors of the layout-shifts audit's elements, largest shift first; empty when nothing moved. */
function shiftedElementsOf(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as
    { items?: { node?: { selector?: string } }[] } | undefined;
  return (details?.items ?? []).map((item) => item.node?.selector ?? '?');
}

/** A load Lighthouse could not measure (no paint, a page that hung…): its figures would all read 0. */
export class LighthouseRunFailed extends Error {}

/** Lighthouse's mobile default, calibrated for a host of benchmark index about 1,533. */
export const defaultCpuSlowdown = 4;

/** One page load, audited twice: as Lighthouse measured it, and on the trace re-timed by thread time. */
export async function lighthouseRun(
  url: string,
  port: number,
  cpuSlowdown: number = defaultCpuSlowdown,
): Promise<LighthouseRun> {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    flags: {
      port,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
  });
  const raw: RunnerResult | undefined = await Runner.audit(artifacts, runnerOptions);
  const traceEvents = threadTimeTrace(artifacts.Trace.traceEvents as TraceEvent[]);
  const cpuTimeArtifacts = {
    ...artifacts,
    Trace: { ...artifacts.Trace, traceEvents: traceEvents as typeof artifacts.Trace.traceEvents },
  };
  // A fresh cache: the computed artifacts of the raw trace must not answer for the re-timed one.
  const cpuTime: RunnerResult | undefined = await Runner.audit(cpuTimeArtifacts, {
    resolvedConfig: runnerOptions.resolvedConfig,
    computedCache: new Map(),
  });
  if (!raw || !cpuTime) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = raw;
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new LighthouseRunFailed(
      `${url}: ${lhr.runtimeError?.code ?? 'no performance score'} ${lhr.runtimeError?.message ?? ''}`,
    );
  }
  return {
    performance: score(lhr.categories.performance?.score),
    cpuTimePerformance: score(cpuTime.lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    fcpMs: milliseconds(lhr, 'first-contentful-paint'),
    lcpMs: milliseconds(lhr, 'largest-contentful-paint'),
    cpuTimeLcpMs: milliseconds(cpuTime.lhr, 'largest-contentful-paint'),
    tbtMs: milliseconds(lhr, 'total-blocking-time'),
    cpuTimeTbtMs: milliseconds(cpuTime.lhr, 'total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    lcpElement: lcpElementOf(lhr, artifacts.Trace.traceEvents as TraceEvent[]),
    shiftedElements: shiftedElementsOf(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}
