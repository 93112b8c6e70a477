import sharp from 'sharp';
import { bearer } from '../test/accounts';
import { multipart } from '../test/uploads';
import type { Recipe } from './recipes';
import type { World } from './world';

let posts = 0;
const blogBody = (published = true) => {
  posts += 1;
  return {
    title: `Reading a stipend offer, matrix post ${process.pid}-${posts}`,
    author: 'Shuruaat Careers Desk',
    metaDescription:
      'What to check in a stipend offer before you accept it, with questions to ask.',
    body: 'Convert every offer to a monthly figure before you compare two of them. '.repeat(6),
    topic: 'internships',
    published,
  };
};

/** A new post written by the world's admin; its id and slug. */
async function freshBlog(world: World): Promise<{ _id: string; slug: string }> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/admins/create-blog',
    headers: bearer(world.accounts.admin.token),
    payload: blogBody(),
  });
  return (response.json() as { blog: { _id: string; slug: string } }).blog;
}

async function coverUpload() {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#222' } })
    .png()
    .toBuffer();
  const form = multipart('cover', 'cover.png', 'image/png', png);
  return { raw: { contentType: form.headers['content-type'], payload: form.payload } };
}

async function coverName(world: World): Promise<string> {
  const form = await coverUpload();
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/admins/blogs/cover',
    headers: { ...bearer(world.accounts.admin.token), 'content-type': form.raw.contentType },
    payload: form.raw.payload,
  });
  const { coverImageUrl } = response.json() as { coverImageUrl: string };
  return coverImageUrl.split('/').pop() ?? '';
}

const withBlog = async (world: World) => ({ params: { blogId: (await freshBlog(world))._id } });

/** Recipes for the blog operations (decision 017). */
export const BLOG_RECIPES: Record<string, Recipe> = {
  'POST /api/admins/create-blog': { owner: 'admin', call: () => ({ body: blogBody() }) },
  'GET /api/admins/blogs': { owner: 'admin' },
  'GET /api/admins/blogs/{blogId}': { owner: 'admin', call: withBlog },
  'PUT /api/admins/blogs/{blogId}': {
    owner: 'admin',
    call: async (w) => ({ ...(await withBlog(w)), body: blogBody(false) }),
  },
  'POST /api/admins/blogs/{blogId}/unpublish': { owner: 'admin', call: withBlog },
  'DELETE /api/admins/blogs/{blogId}': { owner: 'admin', call: withBlog },
  'POST /api/admins/blogs/cover': { owner: 'admin', call: coverUpload },
  'GET /api/admins/all-blogs': { owner: 'anonymous' },
  'GET /api/admins/all-blogs/{slug}': {
    owner: 'anonymous',
    call: async (w) => ({ params: { slug: (await freshBlog(w)).slug } }),
  },
  'GET /api/files/covers/{name}': {
    owner: 'anonymous',
    call: async (w) => ({ params: { name: await coverName(w) } }),
  },
};
