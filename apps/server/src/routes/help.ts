import { readFileSync } from 'node:fs';
import { helpTopics, videoHelpCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountPublicCall } from '../lib/call-route.ts';

const TOPICS_FILE = new URL('../../../../content/help/videos.json', import.meta.url);

/** The video help screen's topics, from content/help/videos.json (checked when the server starts). */
export default async function helpRoutes(app: FastifyInstance) {
  const topics = helpTopics.parse(JSON.parse(readFileSync(TOPICS_FILE, 'utf8')));
  mountPublicCall(app, videoHelpCall, async () => ({ httpResponse: OK, message: 'OK', topics }));
}
