import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { addFavorite } from '../modules/library/add-favorite';
import { deleteImages } from '../modules/library/delete-images';
import { downloadImage, downloadImagesZip } from '../modules/library/download-images';
import { createDownloadLink, followDownloadLink } from '../modules/library/download-link';
import { imagesWithFavorites } from '../modules/library/library-images';
import { listFavorites } from '../modules/library/list-favorites';
import { removeFavorite } from '../modules/library/remove-favorite';
import { attachmentHeaders, zipResponse } from './attachment';
import { jsonBody, ok, restPage, REST_PAGE_NAMES } from './envelope';
import { PAGE_SIZE } from '../lib/paging';
import { type Actor } from '../modules/access/actor';

type C = Context<AppEnv>;

/**
 * /api/ai/headshots, beside the generation routes: favorites (by imageUrl, as the spec has it), deleting
 * photos, downloading one or a ZIP of several.
 */
export function libraryRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const services = (c: C) => c.get('ctx').services;
  const oneImage = async (c: C, actor: Actor, image: Parameters<typeof imagesWithFavorites>[2][number]) =>
    (await imagesWithFavorites(services(c), actor, [image]))[0];

  // A page at a time: `limit` (1–100, 50 by default) and `cursor` (the `metadata.nextCursor` of the page before).
  r.get('/favorites', async (c) => {
    const { actor } = await viewerOf(c);
    const paging = restPage(c);
    const page = await listFavorites(services(c), actor, paging, REST_PAGE_NAMES);
    return ok(c, await imagesWithFavorites(services(c), actor, page.items), 200, {
      limit: paging.first ?? PAGE_SIZE.default,
      hasNextPage: page.hasNextPage,
      nextCursor: page.nextCursor,
    });
  });

  r.post('/favorites', async (c) => {
    const { actor } = await viewerOf(c);
    const image = await addFavorite(services(c), actor, await jsonBody(c));
    return ok(c, await oneImage(c, actor, image), 201);
  });

  // Spec: DELETE with a JSON body {imageUrl}.
  r.delete('/favorites', async (c) => {
    const { actor } = await viewerOf(c);
    const image = await removeFavorite(services(c), actor, await jsonBody(c));
    return ok(c, await oneImage(c, actor, image));
  });

  r.post('/delete', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await deleteImages(services(c), actor, await jsonBody(c)));
  });

  r.post('/download', async (c) => {
    const { actor } = await viewerOf(c);
    return zipResponse(await downloadImagesZip(services(c), actor, await jsonBody(c)));
  });

  // A link for the browser to follow (same body as /download): the ZIP then streams to disk, not into the page.
  r.post('/download-link', async (c) => {
    const viewer = await viewerOf(c);
    return ok(c, await createDownloadLink(services(c), viewer, await jsonBody(c)), 201);
  });

  // The token is the credential (signed, a minute long, bound to the session that asked).
  r.get('/download/:token', async (c) => zipResponse(await followDownloadLink(services(c), c.req.param('token'))));

  r.get('/:id/download', async (c) => {
    const { actor } = await viewerOf(c);
    const { fileName, file } = await downloadImage(services(c), actor, c.req.param('id'));
    const headers = { ...attachmentHeaders('image/jpeg', fileName), 'content-length': String(file.size) };
    return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers });
  });

  r.delete('/:id', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await deleteImages(services(c), actor, { ids: [c.req.param('id')] }));
  });

  return r;
}
