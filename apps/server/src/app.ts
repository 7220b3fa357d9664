import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import database from './plugins/database.ts';
import envelope from './plugins/envelope.ts';
import bodyDeadline from './plugins/body-deadline.ts';
import jsonBody from './plugins/json-body.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import webPages from './plugins/web-pages.ts';
import authRoutes from './routes/auth.ts';
import classroomRoutes from './routes/classroom.ts';
import eventRoutes from './routes/events.ts';
import examRoutes from './routes/exams.ts';
import feedbackVideoRoutes from './routes/feedback-videos.ts';
import guidedRoutes from './routes/guided.ts';
import helpRoutes from './routes/help.ts';
import ledgerRoutes from './routes/ledger.ts';
import passwordResetRoutes from './routes/password-reset.ts';
import practiceRoutes from './routes/practice.ts';
import learnerRoutes from './routes/learner.ts';
import skillMapRoutes from './routes/skill-map.ts';
import flashStaircaseRoutes from './routes/flash-staircase.ts';
import reviewRoutes from './routes/review.ts';
import rewardsRoutes from './routes/rewards.ts';
import settingsRoutes from './routes/settings.ts';
import dailyGoalRoutes from './routes/daily-goal.ts';
import socialRoutes from './routes/social.ts';
import top100Routes from './routes/top100.ts';
import weeklySummaryRoutes from './routes/weekly-summary.ts';
import { startMailQueue } from './services/mail-queue.ts';
import { createMailer, type Outbox, outboxFolder } from './services/outbox.ts';
import { startWeeklySummaries } from './services/weekly-summary.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  outbox?: Outbox;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    // The connection's peer and the entries the proxies appended are trusted, counted from the end;
    // what a client wrote into X-Forwarded-For itself comes before them and is not its address.
    // (Fastify's own hop count refuses every hop, as it cannot know the peer is a proxy: README's
    // deployment keeps the processes reachable only through the balancer.)
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // A client that stops sending is dropped instead of holding a socket (and an upload's partial file) forever.
    connectionTimeout: config.timeouts.idleTimeoutMs,
    requestTimeout: config.timeouts.requestTimeoutMs,
    keepAliveTimeout: config.timeouts.keepAliveTimeoutMs,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);

  await app.register(envelope);
  await app.register(bodyDeadline);
  await app.register(jsonBody);
  await app.register(securityHeaders);
  await app.register(database, { db: options.db });
  await app.register(session);

  if (config.isProduction && !config.smtpUrl) {
    app.log.warn(
      `SMTP_URL is not set: no email leaves this server. Password reset links are written to files in ${outboxFolder(config)} for an operator to forward; set SMTP_URL to send them.`,
    );
  }
  await app.register(authRoutes);
  await app.register(passwordResetRoutes, { outbox: options.outbox ?? mailQueue(app, options.db) });
  await app.register(settingsRoutes);
  await app.register(dailyGoalRoutes);
  await app.register(weeklySummaryRoutes);
  await app.register(eventRoutes);
  await app.register(ledgerRoutes);
  await app.register(practiceRoutes);
  await app.register(learnerRoutes);
  await app.register(skillMapRoutes);
  await app.register(flashStaircaseRoutes);
  await app.register(reviewRoutes);
  await app.register(socialRoutes);
  await app.register(top100Routes);
  await app.register(classroomRoutes);
  await app.register(feedbackVideoRoutes);
  await app.register(helpRoutes);
  await app.register(rewardsRoutes);
  await app.register(examRoutes);

  await app.register(guidedRoutes);

  if (config.weeklySummaryMs > 0) {
    // Queued into mail_outbox, which every process's mail queue sends (without SMTP: into outbox files).
    const summaries = startWeeklySummaries(options.db, app.log, config.weeklySummaryMs, app.clock);
    app.addHook('preClose', summaries.stop);
  }

  await app.register(webPages);
  return app;
}

/** The outbox of a running app: mail queued in the database, sent by a worker that stops with the app. */
function mailQueue(app: Awaited<ReturnType<typeof Fastify>>, db: Db): Outbox {
  const { config } = app;
  const queue = startMailQueue(db, createMailer(config, app.log), app.log, { retryMs: config.mailRetryMs, maxAttempts: config.mailMaxAttempts });
  // Before the database plugin closes the connection the worker uses.
  app.addHook('preClose', queue.stop);
  return queue.enqueue;
}
