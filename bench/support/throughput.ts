/**
 * Closed-loop throughput of an in-process call (Fastify's inject, a service, a ledger posting): every client runs
 * `request` in a loop, first for a warm-up, then for the measured window, and the figure is completed requests per
 * second of that window, with the CPU time this process spent per request beside it.
 */
export const warmUpMs = 1000;
export const measureMs = 6000;

export interface Throughput {
  perSecond: number;
  /**
   * CPU time of this process (server and load generator) per request, in ms: on a machine shared with other work,
   * requests per second say as much about the neighbours as about the code; this figure does not.
   */
  cpuMsPerRequest: number;
}

/** Runs `request` from every client in a loop: a warm-up, then the measured window. */
export async function throughput<Client>(
  clients: readonly Client[],
  request: (client: Client, index: number) => Promise<void>,
): Promise<Throughput> {
  let phaseEndsAt = performance.now() + warmUpMs;
  let measuring = false;
  let completed = 0;
  let started = 0;
  let cpuAtStart = process.cpuUsage();
  const worker = async (client: Client) => {
    let index = 0;
    for (;;) {
      if (performance.now() >= phaseEndsAt) {
        if (measuring) return;
        measuring = true;
        started = performance.now();
        cpuAtStart = process.cpuUsage();
        phaseEndsAt = started + measureMs;
      }
      await request(client, index);
      index += 1;
      if (measuring) completed += 1;
    }
  };
  await Promise.all(clients.map(worker));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuAtStart);
  const tenths = (value: number) => Math.round(value * 10) / 10;
  return {
    perSecond: Math.round(completed / (elapsedMs / 1000)),
    cpuMsPerRequest: tenths((cpu.user + cpu.system) / 1000 / completed),
  };
}
