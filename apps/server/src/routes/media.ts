/**
 * Product and banner illustrations, generated locally (nothing hot-linked).
 * /media/flowers/<flwCode>.svg and /media/banners/<n>.svg.
 */
import { mediaEndpoints } from '@huashi/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { serve } from '../http/serve';
import { categories, styles, varieties } from '../db/schema';
import { bannerSvg, flowerSvg } from '../media/art';
import type { Scope } from '../plugins/scopes';
import { BANNERS } from '../seed/content';

export function mediaRoutes(app: Scope, ctx: AppContext) {
  const cache = new Map<string, string>();
  const send = (reply: FastifyReply, svg: string) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);

  serve(app, mediaEndpoints.flower, async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const hit = cache.get(code);
    if (hit) return send(reply, hit);
    const [row] = await ctx.db
      .select({ name: varieties.name, styleName: styles.name })
      .from(varieties)
      .innerJoin(categories, eq(categories.id, varieties.categoryId))
      .innerJoin(styles, eq(styles.id, categories.styleId))
      .where(eq(varieties.flwCode, code))
      .limit(1);
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const svg = flowerSvg(code, row.name, row.styleName);
    cache.set(code, svg);
    return send(reply, svg);
  });

  serve(app, mediaEndpoints.banner, async (request, reply) => {
    const n = Number(request.params.file.replace(/\.svg$/, ''));
    const banner = BANNERS.find((b) => b.n === n);
    if (!banner) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return send(reply, bannerSvg(banner.n, banner.title, banner.subtitle));
  });
}
