import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

// Resolved from this package, where it is a dependency, rather than from wherever pino's worker looks.
const prettyTarget = createRequire(import.meta.url).resolve('pino-pretty');

/** Where log lines go instead of stdout (tests read what a start logged). */
export type LogStream = { write: (line: string) => void };

/**
 * Readable lines for a person at a terminal, one JSON object a line for CI, pipes and log files.
 * Never log a secret: bearer tokens, passwords and reset tokens in addresses are masked.
 */
export const loggerOptions = (
  level: string,
  stdoutIsTty: boolean = process.stdout.isTTY === true,
  stream?: LogStream,
): FastifyServerOptions['logger'] =>
  level === 'silent'
    ? false
    : {
        level,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        serializers: {
          req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
            method: req.method,
            url: req.url.replace(/([?&](?:token|password)=)[^&]*/gi, '$1[redacted]'),
            remoteAddress: req.ip,
          }),
        },
        ...(stream ? { stream } : {}),
        ...(stdoutIsTty && !stream
          ? {
              transport: {
                target: prettyTarget,
                options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
              },
            }
          : {}),
      };
