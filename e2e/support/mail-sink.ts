// A real SMTP server for the journeys, with a tiny HTTP side so tests can read what arrived.
import { createServer } from 'node:http';
import { startSmtpSink } from '../../apps/server/test/smtp-sink.ts';
import { MAIL_API_PORT, SMTP_PORT } from './env.ts';

const sink = await startSmtpSink({ port: SMTP_PORT });
createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname === '/count') return response.end(JSON.stringify({ count: sink.received.length }));
  const to = url.searchParams.get('to');
  // The newest mail to an address as received (issue 27: the review invitation's link is read from it).
  if (url.pathname === '/mail' && to) {
    try {
      const mail = await sink.latestTo(to, { since: Number(url.searchParams.get('since') ?? 0) });
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ raw: mail.raw }));
    } catch (error) {
      return response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    }
  }
  if (url.pathname !== '/code' || !to) return response.writeHead(404).end();
  try {
    const code = await sink.codeFor(to, { since: Number(url.searchParams.get('since') ?? 0) });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code, count: sink.received.length }));
  } catch (error) {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
  }
}).listen(MAIL_API_PORT, '127.0.0.1');
