// The part of autocannon 8's programmatic API that bench/ uses (the package ships no types).
// Source: node_modules/autocannon/lib/{init,run}.js and its README "API" section.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
  }

  export interface Result {
    /** Seconds the run actually lasted. */
    duration: number;
    /** Connection errors, including timeouts. */
    errors: number;
    timeouts: number;
    /** Responses with a status outside 2xx. */
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
