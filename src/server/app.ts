import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEFAULT_SAFETY_RESOURCES } from '../shared/safety/resources';
import type { Config } from './config';
import type { Database } from './db/client';
import {
  errorBody,
  registerClosingAnswer,
  registerErrorHandler,
  sendFrameworkError,
} from './http/errors';
import { registerIdempotency } from './http/idempotency';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { registerSite } from './http/site';
import { registerTextGuard } from './http/text-guard';
import { adminRoutes } from './modules/admin/routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { reportPageRoutes } from './modules/fulfilment/routes';
import { healthRoutes } from './modules/health/routes';
import { createAppMetrics } from './modules/metrics/app-metrics';
import { registerHttpMetrics } from './modules/metrics/http-metrics';
import { metricsRoutes } from './modules/metrics/routes';
import { noticeRoutes } from './modules/notices/routes';
import { paymentRoutes } from './modules/payments/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { questionRoutes } from './modules/questions/routes';
import { draftRoutes } from './modules/sessions/draft-routes';
import { sessionRoutes } from './modules/sessions/routes';
import { stormRoutes } from './modules/storm/routes';
import type { Services } from './services';

export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppDeps = {
  config: Pick<
    Config,
    | 'publicUrl'
    | 'scanHostUrl'
    | 'supportEmail'
    | 'secretKey'
    | 'rateLimitMultiplier'
    | 'metricsToken'
    | 'trustProxy'
    | 'apiDocs'
    | 'adminTotpOptional'
  > &
    // Unset (tests, benchmarks): the default resources, as with SAFETY_RESOURCES unset.
    Partial<Pick<Config, 'safetyResources'>>;
  database: Database;
  services: Pick<
    Services,
    'payments' | 'signer' | 'reports' | 'outboxDir' | 'boss' | 'mailer' | 'notices'
  >;
  /** How long /api/session-confirm waits for delivery (tests shorten it). */
  confirmWaitMs?: number;
  /** The built client (dist/client); null when Vite's dev server serves the client. */
  clientDir: string | null;
  logger: FastifyBaseLogger;
};

/** TRUST_PROXY for Fastify, whose types take a hop count only as a function (as it does itself). */
function trustedProxies(
  setting: number | string[] | undefined,
): string[] | boolean | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

/** Builds the HTTP application; used by main.ts and by the API tests (with app.inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    // Requests are logged once, without URLs or bodies, by http/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Client addresses (rate limits) come from the socket unless TRUST_PROXY names the load
    // balancer: a forwarded-for header is only trustworthy when a known proxy wrote it.
    trustProxy: trustedProxies(deps.config.trustProxy),
    // A malformed or over-long URL gets the same error body as everything else.
    frameworkErrors: sendFrameworkError,
    // During shutdown registerClosingAnswer answers 503 in the one error format instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerClosingAnswer(app);
  registerTextGuard(app);
  registerRequestLog(app);
  // Per-app registry (GET /metrics); the hook counts every route registered below.
  const metrics = createAppMetrics();
  registerHttpMetrics(app, metrics.http);

  await registerSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https:') });
  // Responses only: no client of this API compresses a request body, and decompressing them
  // would put a preParsing hook on every request (and a decompression bomb within reach).
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  // Routes opt in with `config.rateLimit`; state is per process until a shared store is needed.
  // This hook runs before the plugin's own, so the plugin sees the scaled limits.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (limit && typeof limit.max === 'number') {
      route.config = {
        ...route.config,
        rateLimit: { ...limit, max: limit.max * deps.config.rateLimitMultiplier },
      };
    }
  });
  await app.register(rateLimit, { global: false });
  registerIdempotency(app, { db: deps.database.db, secretKey: deps.config.secretKey });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'mSoul API',
        version: '1.0.0',
        description:
          'Every request and response is generated from the zod contracts in src/shared/api.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Off in production unless API_DOCS=true: the pages map every call for whoever looks.
  if (deps.config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  await app.register(healthRoutes, { ping: deps.database.ping });
  await app.register(metricsRoutes, {
    metrics,
    db: deps.database.db,
    ping: deps.database.ping,
    boss: deps.services.boss,
    token: deps.config.metricsToken,
  });
  await app.register(questionRoutes, { db: deps.database.db });
  await app.register(assessmentRoutes, { db: deps.database.db });
  await app.register(stormRoutes, {
    db: deps.database.db,
    safetyResources: deps.config.safetyResources ?? DEFAULT_SAFETY_RESOURCES,
  });
  const { payments, signer, reports } = deps.services;
  const publicUrl = deps.config.publicUrl;
  const { notices, mailer } = deps.services;
  await app.register(sessionRoutes, {
    db: deps.database.db,
    signer,
    payments,
    reports,
    publicUrl,
    partnerAnswered: notices.partnerAnswered,
  });
  await app.register(noticeRoutes, {
    db: deps.database.db,
    signer,
    mailer,
    notices,
    secretKey: deps.config.secretKey,
    publicUrl,
  });
  await app.register(draftRoutes, {
    db: deps.database.db,
    boss: deps.services.boss,
    secretKey: deps.config.secretKey,
  });
  await app.register(paymentRoutes, {
    db: deps.database.db,
    payments,
    reports,
    publicUrl,
    confirmWaitMs: deps.confirmWaitMs,
  });

  await app.register(reportPageRoutes, { db: deps.database.db });

  await app.register(adminRoutes, {
    db: deps.database.db,
    secretKey: deps.config.secretKey,
    totpOptional: deps.config.adminTotpOptional,
    outboxDir: deps.services.outboxDir,
    reports,
  });

  await app.register(privacyRoutes, {
    db: deps.database.db,
    signer,
    boss: deps.services.boss,
    outboxDir: deps.services.outboxDir,
    secretKey: deps.config.secretKey,
  });

  if (deps.clientDir) {
    await registerSite(app, { clientDir: deps.clientDir, settings: deps.config });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(errorBody('not_found', `Nothing at ${request.method} ${request.url}.`)),
    );
  }
  return app;
}
