/** Where the admin's blog screens live. */
export const ADMIN_BLOGS_PATH = '/admin/dashboard/blogs';
