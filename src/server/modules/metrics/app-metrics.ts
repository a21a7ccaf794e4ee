import { collectDefaultMetrics, Registry } from 'prom-client';
import { type BusinessGauges, createBusinessGauges } from './business-gauges';
import { createHttpMetrics, type HttpMetrics } from './http-metrics';

export type AppMetrics = { registry: Registry; http: HttpMetrics; business: BusinessGauges };

/**
 * One registry per app (never prom-client's global one, so several apps in one process, as in
 * the API tests, do not collide): process and runtime defaults (memory, CPU, event-loop lag,
 * GC, handles), HTTP requests by route pattern, and the product's business gauges.
 */
export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    http: createHttpMetrics(registry),
    business: createBusinessGauges(registry),
  };
}
