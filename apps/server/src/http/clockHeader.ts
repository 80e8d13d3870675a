/**
 * CLOCK_HEADER=on (tests only; config.ts refuses it in production): a request's `x-huashi-clock` header sets the
 * market clock for that request alone (clock.ts says why). The instant is entered at onRequest and entered again
 * before validation and the handler: a body is parsed from the socket's events, which run outside the context the
 * request began in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { API_CODES } from '@huashi/api';
import { CLOCK_HEADER, parseClockHeader, runAt } from '../clock';

const times = new WeakMap<FastifyRequest, Date>();

function enter(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const at = times.get(request);
  if (at) runAt(at, done);
  else done();
}

export function registerClockHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.headers[CLOCK_HEADER];
    if (raw === undefined) return done();
    const at = typeof raw === 'string' ? parseClockHeader(raw) : null;
    if (!at) {
      void reply
        .code(400)
        .send({ code: API_CODES.badRequest, msg: `${CLOCK_HEADER} 须为 ISO 8601 时刻（如 2026-11-18T09:00:00+08:00）`, data: null });
      return;
    }
    times.set(request, at);
    runAt(at, done);
  });
  app.addHook('preValidation', enter);
  app.addHook('preHandler', enter);
}
