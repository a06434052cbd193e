/**
 * One log line per request. Fastify logs a request twice by default ("incoming request", then "request
 * completed"); the second line can carry everything the first did, so the first is dropped and the second names
 * the method, URL and client address with the status and the time taken. Bodies are never logged.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { summarizeFault } from './fault-log';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, fault: summarizeFault(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify options for the one-line request log, a fresh controller per app. */
export function requestLogOptions() {
  return { logController: new OneLinePerRequest() };
}
